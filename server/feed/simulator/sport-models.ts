// How each simulated sport is played. Two families: sports scored on a clock (goals, points,
// runs in periods, halves, quarters or innings) and sports won in races (points to games to sets,
// rounds or objectives to maps). The numbers are typical of the sport, not of any league.

import { competitions } from './competitions.ts'
import type { Overs } from './cricket-overs.ts'
import type { RaceRule } from './race.ts'

export interface ClockSport {
  family: 'clock'
  periods: number
  periodMinutes: number
  breakMinutes: number
  /** Length of each extra period played while a sport without draws is level. */
  overtimeMinutes: number
  /** Expected score of one side over the match, for evenly matched sides. */
  matchScore: number
  /**
   * Each regular period's scoring rate against the match's average, where it is not even: a
   * football match scores about 45 % of its goals before half time and 55 % after. Overtime is 1.
   */
  periodWeights?: readonly number[]
  /**
   * The home side's edge, in the units of the rating gap's weighted strength, sized to the home
   * win rates the sport's leagues show: a sport of many points needs a smaller one (basketball's
   * home court is worth about 3 points of its 108).
   */
  homeAdvantage: number
  /** How much a stronger side's share of the scoring grows with the rating gap. */
  ratingWeight: number
  /** A score comes in points of these sizes (a basket is 2 or 3, a touchdown 7). */
  scoreSizes: readonly number[]
  /** Whether a level score at full time stands; if not, extra periods are played until it breaks. */
  drawPossible: boolean
  /** Cricket: only one side bats in each innings, home first. */
  oneSideAPeriod?: true
  /** Cricket: the balls of an innings and how often one takes a wicket. */
  overs?: Overs
  /** A goal stops the market for a few seconds: only where a score is rare enough to matter. */
  suspendOnScore: boolean
  /** Red cards one side is expected to be shown over the match, where the sport shows them. */
  redCardsAMatch?: number
  /** Totals lines are this far apart. */
  lineStep: number
  /** The winning margin's bands are this wide (by 1-5, 6-10…); 1 when not given. */
  marginBand?: number
  periodName: (period: number) => string
  periodAbbreviation: (period: number) => string
}

export interface RaceSport {
  family: 'race'
  /** Points to win a game (tennis); undefined where points win the set directly. */
  game?: RaceRule
  /** Games or points to win a set, map or game (table tennis); tennis sets count games. */
  set: RaceRule
  /** Tennis: at 6-6 a tie-break to 7, two clear, decides the set. */
  tieBreak?: RaceRule
  setsToWin: number
  /** Game seconds a point, round or objective takes. */
  pointSeconds: number
  /** How much the rating gap moves the chance of each point. */
  ratingWeight: number
  /** The first-named side's edge per point: none where the venue is neutral (tours, LANs). */
  homeAdvantage: number
  /** Period type of set n: S1, G1, MAP1. */
  periodPrefix: 'S' | 'G' | 'MAP'
  periodName: (set: number) => string
}

export type SportModel = ClockSport | RaceSport

export const ordinal = (n: number) =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`

const clock = (
  periods: number,
  periodMinutes: number,
  word: string,
  abbreviation: string,
  rest: Omit<
    ClockSport,
    'family' | 'periods' | 'periodMinutes' | 'periodName' | 'periodAbbreviation'
  >,
): ClockSport => ({
  family: 'clock',
  periods,
  periodMinutes,
  periodName: (period) => (period > periods ? 'Overtime' : `${ordinal(period)} ${word}`),
  periodAbbreviation: (period) => (period > periods ? 'OT' : `${abbreviation}${period}`),
  ...rest,
})

const race = (rest: Omit<RaceSport, 'family' | 'periodName'>, word: string): RaceSport => ({
  family: 'race',
  periodName: (set) => `${word} ${set}`,
  ...rest,
})

export const sportModels: Readonly<Record<string, SportModel>> = {
  FOOT: clock(2, 45, 'Half', 'H', {
    breakMinutes: 15,
    overtimeMinutes: 15,
    matchScore: 1.35,
    periodWeights: [0.9, 1.1],
    homeAdvantage: 0.05,
    ratingWeight: 0.9,
    scoreSizes: [1],
    drawPossible: true,
    suspendOnScore: true,
    // About one match in six sees a red card, as in Europe's top leagues.
    redCardsAMatch: 0.09,
    lineStep: 1,
  }),
  ICEH: clock(3, 20, 'Period', 'P', {
    breakMinutes: 18,
    overtimeMinutes: 5,
    matchScore: 2.9,
    homeAdvantage: 0.05,
    ratingWeight: 0.7,
    scoreSizes: [1],
    drawPossible: true,
    suspendOnScore: true,
    lineStep: 1,
  }),
  HAND: clock(2, 30, 'Half', 'H', {
    breakMinutes: 10,
    overtimeMinutes: 5,
    matchScore: 28,
    homeAdvantage: 0.025,
    ratingWeight: 0.35,
    scoreSizes: [1],
    drawPossible: true,
    suspendOnScore: false,
    // A disqualification, shown as a red card, in about one match in three.
    redCardsAMatch: 0.2,
    lineStep: 2,
  }),
  BASK: clock(4, 12, 'Quarter', 'Q', {
    breakMinutes: 5,
    overtimeMinutes: 5,
    matchScore: 108,
    homeAdvantage: 0.012,
    ratingWeight: 0.14,
    scoreSizes: [2, 2, 2, 3, 1],
    drawPossible: false,
    suspendOnScore: false,
    lineStep: 4,
    marginBand: 5,
  }),
  AMFB: clock(4, 15, 'Quarter', 'Q', {
    breakMinutes: 8,
    overtimeMinutes: 10,
    matchScore: 23,
    homeAdvantage: 0.02,
    ratingWeight: 0.3,
    scoreSizes: [7, 7, 3, 7, 3, 6],
    drawPossible: false,
    suspendOnScore: true,
    lineStep: 3,
    marginBand: 7,
  }),
  BASE: clock(9, 18, 'Inning', 'I', {
    breakMinutes: 2,
    overtimeMinutes: 18,
    matchScore: 4.5,
    homeAdvantage: 0.02,
    ratingWeight: 0.3,
    scoreSizes: [1, 1, 1, 2, 3],
    drawPossible: false,
    suspendOnScore: true,
    lineStep: 1,
  }),
  CRIC: clock(2, 80, 'Innings', 'I', {
    breakMinutes: 15,
    overtimeMinutes: 10,
    matchScore: 165,
    homeAdvantage: 0.01,
    ratingWeight: 0.05,
    scoreSizes: [1, 1, 1, 2, 4, 6],
    drawPossible: false,
    oneSideAPeriod: true,
    overs: { ballsAnInnings: 120, wicketChance: 0.05 },
    suspendOnScore: false,
    lineStep: 10,
  }),
  TENN: race(
    {
      game: { target: 4, winBy: 2 },
      set: { target: 6, winBy: 2 },
      tieBreak: { target: 7, winBy: 2 },
      setsToWin: 2,
      pointSeconds: 40,
      ratingWeight: 0.09,
      homeAdvantage: 0,
      periodPrefix: 'S',
    },
    'Set',
  ),
  TABL: race(
    {
      set: { target: 11, winBy: 2 },
      setsToWin: 4,
      pointSeconds: 18,
      ratingWeight: 0.12,
      homeAdvantage: 0,
      periodPrefix: 'G',
    },
    'Game',
  ),
  VOLL: race(
    {
      set: { target: 25, winBy: 2 },
      setsToWin: 3,
      pointSeconds: 25,
      ratingWeight: 0.1,
      homeAdvantage: 0.005,
      periodPrefix: 'S',
    },
    'Set',
  ),
  CSGO: race(
    {
      set: { target: 13, winBy: 2 },
      setsToWin: 2,
      pointSeconds: 105,
      ratingWeight: 0.12,
      homeAdvantage: 0,
      periodPrefix: 'MAP',
    },
    'Map',
  ),
  // League of Legends and Dota 2: a map is approximated as a race to destroy the 11 towers.
  LOLS: race(
    {
      set: { target: 11, winBy: 1 },
      setsToWin: 2,
      pointSeconds: 170,
      ratingWeight: 0.18,
      homeAdvantage: 0,
      periodPrefix: 'MAP',
    },
    'Map',
  ),
  DOTA: race(
    {
      set: { target: 11, winBy: 1 },
      setsToWin: 2,
      pointSeconds: 190,
      ratingWeight: 0.18,
      homeAdvantage: 0,
      periodPrefix: 'MAP',
    },
    'Map',
  ),
}

/** A side's strength in its sport from 0 to 1: the same side is always as strong. */
export function ratingOf(sportCode: string, name: string): number {
  return listedRatings.get(`${sportCode}|${name}`) ?? hashOf(name)
}

/** A stable number in [0, 1) from a text: what the draws that must come out the same are seeded by. */
export function hashOf(name: string): number {
  let hash = 2166136261
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return (hash >>> 0) / 4294967296
}

/** The two sides of a match from its description, 'Home v Away'. */
export function sidesOf(description: string): [string, string] {
  const [home = description, away = description] = description.split(' v ')
  return [home, away]
}

/** The weakest listed side's strength; the strongest's is 1. */
const weakestListed = 0.5

/**
 * A listed side's strength from its place in its competition's list (competitions.ts, strongest
 * first), its best where its sport lists it twice (a league and a cup), so that the favourites are
 * the ones a bettor expects. The same name in two sports is two sides.
 */
const listedRatings: ReadonlyMap<string, number> = (() => {
  const ratings = new Map<string, number>()
  for (const { sportCode, sides } of competitions)
    sides.forEach((side, index) => {
      const key = `${sportCode}|${side}`
      const rating = 1 - ((1 - weakestListed) * index) / Math.max(1, sides.length - 1)
      ratings.set(key, Math.max(rating, ratings.get(key) ?? 0))
    })
  return ratings
})()
