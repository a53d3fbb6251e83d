// What a live scoreboard shows, per sport family (issue 8): a clock and goals for football and
// hockey; quarters and points for basketball; sets and games for tennis; maps for esports;
// innings and runs for cricket and baseball. The feed's fields are the same for all (sets for each
// period; scores for the total where time or innings play, but for the set or game in play where
// races do, with match for the sets or maps won); the family says how to read them.

import type { SportEvent } from './event.ts'

export type SportFamily = 'goals' | 'points' | 'sets' | 'maps' | 'innings'

const families: Record<string, SportFamily> = {
  FOOT: 'goals',
  ICEH: 'goals',
  HAND: 'goals',
  FUTS: 'goals',
  FIEL: 'goals',
  EFOT: 'goals',
  BASK: 'points',
  EBSK: 'points',
  AMFB: 'points',
  AURL: 'points',
  RUGU: 'points',
  RUGL: 'points',
  KABA: 'points',
  VKBD: 'points',
  TENN: 'sets',
  TABL: 'sets',
  VOLL: 'sets',
  BEVO: 'sets',
  BADM: 'sets',
  SQUA: 'sets',
  DART: 'sets',
  SNOO: 'sets',
  TEQB: 'sets',
  CSGO: 'maps',
  LOLS: 'maps',
  DOTA: 'maps',
  ESPT: 'maps',
  CRIC: 'innings',
  ECRI: 'innings',
  VICR: 'innings',
  BASE: 'innings',
}

/** How a sport is scored; a sport not listed is read as goals on a clock. */
export const sportFamilyOf = (sportCode: string): SportFamily => families[sportCode] ?? 'goals'

/** Sports played in halves; the other goal sports play periods (hockey's three). */
const halves = new Set(['FOOT', 'HAND', 'FUTS', 'EFOT'])

/** What a sport's periods are called; the view names them in the page's language (H1, Q2). */
export type PeriodKind = 'half' | 'period' | 'quarter' | 'set' | 'map' | 'innings'

const periodKinds: Record<SportFamily, PeriodKind> = {
  goals: 'period',
  points: 'quarter',
  sets: 'set',
  maps: 'map',
  innings: 'innings',
}

/** What the sport's periods are called: halves, periods, quarters, sets, maps or innings. */
export const periodKindOf = (sportCode: string): PeriodKind =>
  halves.has(sportCode) ? 'half' : periodKinds[sportFamilyOf(sportCode)]

export interface Scoreboard {
  family: SportFamily
  state: 'not-started' | 'running' | 'paused' | 'ended'
  /**
   * The clock as read: 67' for a running match, the period's name where the sport has no clock;
   * none before the start and after the end (the state says which).
   */
  clock?: string
  /** The period in play, as the feed names it: 2nd Half, Set 3, Map 2. */
  period?: string
  home: number
  away: number
  /** The score of each period so far: halves, quarters, sets, maps or innings. */
  periods: { kind: PeriodKind; number: number; home: number; away: number }[]
  /** The game in play, for a sport that counts points within games: tennis's 30-15. */
  game?: { home: string; away: string }
}

/** Sports whose sets are made of games of points, the points called 15, 30, 40. */
const gamesOfPoints = new Set(['TENN'])
const calls = ['0', '15', '30', '40']

/** A tennis game's points as called: 40-40 is deuce (40-40 here), then AD to the side ahead. */
export function tennisPoints(home: number, away: number): { home: string; away: string } {
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' }
    return home > away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' }
  }
  return { home: calls[home] ?? String(home), away: calls[away] ?? String(away) }
}

/** Reads an event with or without its markets (a search's answer carries none). */
export function scoreboardOf(event: Omit<SportEvent, 'marketIds'>): Scoreboard {
  const family = sportFamilyOf(event.sportCode)
  const status = event.clock?.status
  const state =
    event.isFinished || status === 'END_OF_EVENT'
      ? 'ended'
      : status === undefined || status === 'NOT_STARTED'
        ? 'not-started'
        : status === 'RUNNING'
          ? 'running'
          : 'paused'
  const minutes = event.clock?.minutes
  const clock =
    state === 'ended' || state === 'not-started'
      ? undefined
      : family === 'goals' && minutes !== undefined
        ? `${minutes}'`
        : (event.currentPeriodAbbreviation ?? event.currentPeriod)
  const raced = family === 'sets' || family === 'maps'
  const total = (raced ? event.match : event.scores) ?? { home: 0, away: 0 }
  const game =
    gamesOfPoints.has(event.sportCode) && event.scores && state !== 'ended'
      ? { game: tennisPoints(event.scores.home, event.scores.away) }
      : {}
  return {
    family,
    state,
    ...(clock === undefined ? {} : { clock }),
    ...(event.currentPeriod === undefined ? {} : { period: event.currentPeriod }),
    home: total.home,
    away: total.away,
    periods: (event.sets ?? []).map((score, index) => ({
      kind: periodKindOf(event.sportCode),
      number: index + 1,
      home: score.home,
      away: score.away,
    })),
    ...game,
  }
}
