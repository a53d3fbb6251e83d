// The markets of a race sport, from its sport table: the match, the set or map in play, the set
// or map score, the next game and races to points, all priced from the chance of each point
// (race.ts) so a point won moves them together.

import type { Score } from '../../../domain/events/event.ts'
import { raceToPoints, sportTableOf } from '../../../domain/reference/sport-tables.ts'
import { marketNames, outcomeNames, totalName, units } from './market-names.ts'
import { type MarketPlan, periodDescription, type Result } from './market-plan.ts'
import { finalScoreChances, raceResults, raceWinChance } from './race.ts'
import {
  currentSet,
  homeServes,
  inTieBreak,
  pointChance,
  type RaceState,
  setOver,
} from './race-play.ts'
import type { RaceSport } from './sport-models.ts'
import {
  finalGamesChances,
  gameWinChance,
  setInPlayFinals,
  tieBreakChance,
} from './tennis-games.ts'

export interface RaceView {
  sport: RaceSport
  state: RaceState
  strength: number
  /** Home's chance to win the set in play, and a set not yet started. */
  setChance: number
  freshSetChance: number
  /** The chance of each final score of sets or maps, 'home-away'. */
  finals: Map<string, number>
  /** Tennis: the chance of each final count of games, 'home-away'. */
  games: Map<string, number>
  /** Tennis: the chance of each final score of the set in play, 'home-away'. */
  setFinals: Map<string, number>
}

export function raceView(sport: RaceSport, state: RaceState, strength: number): RaceView {
  const setChance = state.over ? 0 : setWinChance(state, sport, strength)
  const freshSetChance = setWinChance(
    { ...state, sets: [...state.sets, { home: 0, away: 0 }], game: { home: 0, away: 0 } },
    sport,
    strength,
  )
  return {
    sport,
    state,
    strength,
    setChance,
    freshSetChance,
    finals: state.over
      ? new Map([[`${state.match.home}-${state.match.away}`, 1]])
      : finalScoreChances(
          state.match.home,
          state.match.away,
          sport.setsToWin,
          setChance,
          freshSetChance,
        ),
    games: gamesOf(sport, state, strength),
    setFinals: sport.game
      ? setInPlayFinals(sport, strength, {
          sets: state.sets,
          gameInPlay: gameChance(state, sport, strength),
        })
      : new Map(),
  }
}

function gamesOf(sport: RaceSport, state: RaceState, strength: number): Map<string, number> {
  if (!sport.game) return new Map()
  if (state.over) return new Map([[gamesKey(state.sets), 1]])
  const gameInPlay = gameChance(state, sport, strength)
  return finalGamesChances(sport, strength, { match: state.match, sets: state.sets, gameInPlay })
}

/** The games each side has won over the sets, 'home-away'. */
function gamesKey(sets: readonly Score[]): string {
  let home = 0
  let away = 0
  for (const set of sets) {
    home += set.home
    away += set.away
  }
  return `${home}-${away}`
}

/** Home's chance to win the game in play (tennis). */
function gameChance(state: RaceState, sport: RaceSport, strength: number): number {
  if (!sport.game) return 0
  const rule = inTieBreak(state, sport) && sport.tieBreak ? sport.tieBreak : sport.game
  return raceWinChance(state.game.home, state.game.away, rule, pointChance(state, sport, strength))
}

function setWinChance(state: RaceState, sport: RaceSport, strength: number): number {
  const set = currentSet(state)
  if (!sport.game)
    return raceWinChance(set.home, set.away, sport.set, pointChance(state, sport, strength))
  // Tennis: games alternate serve; walk the games left with each one's server.
  const memo = new Map<number, number>()
  const hold = (homeServing: boolean) => gameWinChance(sport, strength, homeServing)
  const tieBreak = tieBreakChance(sport, strength)
  const servesFirst = (set.home + set.away) % 2 === 0 ? homeServes(state) : !homeServes(state)
  const chance = (home: number, away: number): number => {
    const games = { home, away }
    if (setOver(games, sport)) return home > away ? 1 : 0
    if (home === 6 && away === 6) return tieBreak
    const key = home * 100 + away
    const known = memo.get(key)
    if (known !== undefined) return known
    const win = hold((home + away) % 2 === 0 ? servesFirst : !servesFirst)
    const value = win * chance(home + 1, away) + (1 - win) * chance(home, away + 1)
    memo.set(key, value)
    return value
  }
  if (setOver(set, sport)) return set.home > set.away ? 1 : 0
  const now = gameChance(state, sport, strength)
  return now * chance(set.home + 1, set.away) + (1 - now) * chance(set.home, set.away + 1)
}

type Plan = MarketPlan<RaceView>

const winLose = (wins: boolean[]): Result[] => wins.map((win) => (win ? 'win' : 'lose'))

function finals(setsToWin: number): Score[] {
  const scores: Score[] = []
  for (let lost = 0; lost < setsToWin; lost++) scores.push({ home: setsToWin, away: lost })
  for (let lost = setsToWin - 1; lost >= 0; lost--) scores.push({ home: lost, away: setsToWin })
  return scores
}

const matchWinner = (home: string, away: string): Plan => ({
  marketTypeId: 'MWIN',
  periodId: 'FT',
  description: 'Match Winner',
  outcomes: [
    { key: 'H', description: home },
    { key: 'A', description: away },
  ],
  chances: (view) => {
    let chance = 0
    for (const [key, value] of view.finals) {
      const [won = 0, lost = 0] = key.split('-').map(Number)
      if (won > lost) chance += value
    }
    return [chance, 1 - chance]
  },
  results: (view) =>
    view.state.over
      ? winLose([
          view.state.match.home > view.state.match.away,
          view.state.match.home < view.state.match.away,
        ])
      : undefined,
})

/**
 * The winner of a set: the set in play (setChance), or the next one, offered while it is sure to be
 * played (freshSetChance), which becomes the set in play under the same market.
 */
const setWinner = (
  home: string,
  away: string,
  set: number,
  periodId: string,
  chanceOf: (view: RaceView) => number,
): Plan => ({
  marketTypeId: 'MWIN',
  periodId,
  description: `${periodDescription(periodId)} Winner`,
  outcomes: [
    { key: 'H', description: home },
    { key: 'A', description: away },
  ],
  chances: (view) => [chanceOf(view), 1 - chanceOf(view)],
  results: (view) => {
    const score = view.state.sets[set - 1]
    if (!score || !setOver(score, view.sport)) return undefined
    return winLose([score.home > score.away, score.home < score.away])
  },
})

const finalScore = (marketTypeId: string, description: string, setsToWin: number): Plan => {
  const scores = finals(setsToWin)
  return {
    marketTypeId,
    periodId: 'FT',
    description,
    outcomes: scores.map(({ home, away }) => ({
      key: `${home}-${away}`,
      description: `${home}-${away}`,
    })),
    chances: (view) => scores.map(({ home, away }) => view.finals.get(`${home}-${away}`) ?? 0),
    results: (view) =>
      view.state.over
        ? winLose(
            scores.map(
              ({ home, away }) => home === view.state.match.home && away === view.state.match.away,
            ),
          )
        : undefined,
  }
}

const mapHandicap = (home: string, away: string, setsToWin: number): Plan => {
  const line = -(setsToWin - 0.5)
  const sweep = `${setsToWin}-0`
  return {
    marketTypeId: 'MHCP',
    periodId: 'FT',
    line,
    description: `Map Handicap ${home} ${line}`,
    outcomes: [
      { key: 'H', description: `${home} ${line}` },
      { key: 'A', description: `${away} +${-line}` },
    ],
    chances: (view) => {
      const chance = view.finals.get(sweep) ?? 0
      return [chance, 1 - chance]
    },
    results: (view) => {
      if (view.state.match.away > 0) return ['lose', 'win']
      return view.state.over ? ['win', 'lose'] : undefined
    },
  }
}

/** The chance that a final score, 'home-away', adds up to more than the line. */
function overChance(finals: Map<string, number>, line: number): number {
  let over = 0
  for (const [key, chance] of finals) {
    const [home = 0, away = 0] = key.split('-').map(Number)
    if (home + away > line) over += chance
  }
  return over
}

const totalMaps = (setsToWin: number): Plan => {
  const line = 2 * setsToWin - 1.5
  return {
    marketTypeId: 'TMAP',
    periodId: 'FT',
    line,
    description: `Total Maps ${line}`,
    outcomes: [
      { key: 'O', description: `Over ${line}` },
      { key: 'U', description: `Under ${line}` },
    ],
    chances: (view) => {
      const over = overChance(view.finals, line)
      return [over, 1 - over]
    },
    results: (view) => {
      const played = view.state.match.home + view.state.match.away
      if (played > line) return ['win', 'lose']
      return view.state.over ? ['lose', 'win'] : undefined
    },
  }
}

/** Each final count of games with its chance: home's games, away's and the chance. */
function* gameCounts(view: RaceView): Generator<[number, number, number]> {
  for (const [key, chance] of view.games) {
    const [home = 0, away = 0] = key.split('-').map(Number)
    yield [home, away, chance]
  }
}

const signed = (line: number) => (line > 0 ? `+${line}` : `${line}`)

/** Home's games less away's, with home's line: won when above zero. */
const gameHandicap = (home: string, away: string, line: number): Plan => ({
  marketTypeId: 'GHCP',
  periodId: 'FT',
  line,
  description: `${marketNames.GHCP} ${home} ${signed(line)}`,
  outcomes: [
    { key: 'H', description: `${home} ${signed(line)}` },
    { key: 'A', description: `${away} ${signed(-line)}` },
  ],
  chances: (view) => {
    let chance = 0
    for (const [won, lost, value] of gameCounts(view)) if (won - lost + line > 0) chance += value
    return [chance, 1 - chance]
  },
  results: (view) => {
    if (!view.state.over) return undefined
    const [[won, lost] = [0, 0]] = gameCounts(view)
    return winLose([won - lost + line > 0, won - lost + line < 0])
  },
})

const totalGames = (line: number): Plan => ({
  marketTypeId: 'TGAM',
  periodId: 'FT',
  line,
  description: totalName(units.games, line),
  outcomes: [
    { key: 'O', description: outcomeNames.over(line) },
    { key: 'U', description: outcomeNames.under(line) },
  ],
  chances: (view) => {
    let over = 0
    for (const [won, lost, value] of gameCounts(view)) if (won + lost > line) over += value
    return [over, 1 - over]
  },
  results: (view) => {
    const played = view.state.sets.reduce((sum, set) => sum + set.home + set.away, 0)
    if (played > line) return ['win', 'lose']
    return view.state.over ? ['lose', 'win'] : undefined
  },
})

/** The games of the set in play over or under the line: 'Set 2 - Total Games 9.5'. */
const setTotalGames = (set: number, periodId: string, line: number): Plan => ({
  marketTypeId: 'TGAM',
  periodId,
  line,
  description: `${periodDescription(periodId)} - ${totalName(units.games, line)}`,
  outcomes: [
    { key: 'O', description: outcomeNames.over(line) },
    { key: 'U', description: outcomeNames.under(line) },
  ],
  chances: (view) => {
    const over = overChance(view.setFinals, line)
    return [over, 1 - over]
  },
  results: (view) => {
    const score = view.state.sets[set - 1]
    if (!score) return undefined
    if (score.home + score.away > line) return ['win', 'lose']
    return setOver(score, view.sport) ? ['lose', 'win'] : undefined
  },
})

/**
 * The handicap and total lines nearest an even book before the start, kept for the match so a
 * bet's line stays the market's line.
 */
function gameLines(sport: RaceSport, strength: number): GameLines {
  const key = `${sport.setsToWin}|${strength}`
  const known = linesByMatch.get(key)
  if (known) return known
  const lines = evenLines(sport, strength)
  linesByMatch.set(key, lines)
  return lines
}

interface GameLines {
  handicap: number
  total: number
  /** The games of one set. */
  setTotal: number
}

/** The lines depend on the match's format and its sides' strengths alone: worked out once. */
const linesByMatch = new Map<string, GameLines>()

function evenLines(sport: RaceSport, strength: number): GameLines {
  const fresh = finalGamesChances(sport, strength, {
    match: { home: 0, away: 0 },
    sets: [{ home: 0, away: 0 }],
    gameInPlay: gameWinChance(sport, strength, true),
  })
  const counts = [...fresh].map(([key, chance]) => {
    const [home = 0, away = 0] = key.split('-').map(Number)
    return { home, away, chance }
  })
  const evenest = (
    outcomes: typeof counts,
    candidates: number[],
    wins: (line: number, home: number, away: number) => boolean,
  ) => {
    let best = candidates[0] as number
    let distance = 1
    for (const line of candidates) {
      const chance = outcomes.reduce(
        (sum, count) => sum + (wins(line, count.home, count.away) ? count.chance : 0),
        0,
      )
      if (Math.abs(chance - 0.5) < distance) [best, distance] = [line, Math.abs(chance - 0.5)]
    }
    return best
  }
  const halfLines = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index + 0.5)
  const freshSet = setInPlayFinals(sport, strength, {
    sets: [{ home: 0, away: 0 }],
    gameInPlay: gameWinChance(sport, strength, true),
  })
  const setCounts = [...freshSet].map(([key, chance]) => {
    const [home = 0, away = 0] = key.split('-').map(Number)
    return { home, away, chance }
  })
  return {
    handicap: evenest(counts, halfLines(-15, 14), (line, home, away) => home - away + line > 0),
    total: evenest(counts, halfLines(12, 64), (line, home, away) => home + away > line),
    setTotal: evenest(setCounts, halfLines(6, 12), (line, home, away) => home + away > line),
  }
}

const nextGame = (
  home: string,
  away: string,
  set: number,
  game: number,
  periodId: string,
): Plan => ({
  marketTypeId: 'NGAM',
  periodId,
  instance: game,
  description: `${periodDescription(periodId)} Game ${game} Winner`,
  outcomes: [
    { key: 'H', description: home },
    { key: 'A', description: away },
  ],
  chances: (view) => {
    const chance = gameChance(view.state, view.sport, view.strength)
    return [chance, 1 - chance]
  },
  results: (view) => {
    const score = view.state.sets[set - 1]
    if (!score || score.home + score.away < game) return undefined
    const winner = view.state.gameWinners.get(`${set}-${game}`)
    return winner ? winLose([winner === 'home', winner === 'away']) : ['void', 'void']
  },
})

const raceTo = (
  home: string,
  away: string,
  marketTypeId: string,
  target: number,
  set: number,
  periodId: string,
): Plan => ({
  marketTypeId,
  periodId,
  description: `${periodDescription(periodId)} Race To ${target} Points`,
  outcomes: [
    { key: 'H', description: home },
    { key: 'A', description: away },
  ],
  chances: (view) => {
    const score = currentSet(view.state)
    const chance = raceWinChance(
      score.home,
      score.away,
      { target, winBy: 1 },
      pointChance(view.state, view.sport, view.strength),
    )
    return [chance, 1 - chance]
  },
  results: (view) => {
    const score = view.state.sets[set - 1]
    return score && raceResults(view.state.firstTo, set, target, score)
  },
})

/** The markets a race sport offers now: before the start the match and the first set or map. */
export function raceMarketPlans(
  sportCode: string,
  sport: RaceSport,
  [home, away]: [string, string],
  strength: number,
  state: RaceState | undefined,
): Plan[] {
  const table = sportTableOf(sportCode)
  if (!table || state?.over) return []
  const lines = sport.game ? gameLines(sport, strength) : undefined
  const set = state ? state.sets.length : 1
  const setPeriod = `${sport.periodPrefix}${set}`
  const plans: Plan[] = []
  for (const marketType of table.marketTypes) {
    const periods = state ? marketType.livePeriodTypes : marketType.prematchPeriodTypes
    for (const marketTypeId of marketType.marketTypeIds) {
      if (periods.includes('FT')) {
        if (marketTypeId === 'MWIN') plans.push(matchWinner(home, away))
        if (marketTypeId === 'SETB') plans.push(finalScore('SETB', 'Set Betting', sport.setsToWin))
        if (marketTypeId === 'CSCR')
          plans.push(finalScore('CSCR', 'Correct Score', sport.setsToWin))
        if (marketTypeId === 'MHCP') plans.push(mapHandicap(home, away, sport.setsToWin))
        if (marketTypeId === 'TMAP') plans.push(totalMaps(sport.setsToWin))
        if (marketTypeId === 'GHCP' && lines) plans.push(gameHandicap(home, away, lines.handicap))
        if (marketTypeId === 'TGAM' && lines) plans.push(totalGames(lines.total))
      }
      // Tennis in play: the next set's winner too, once no side can win the match with this set.
      const nextPeriod = `${sport.periodPrefix}${set + 1}`
      const nextSetPlayed =
        lines && state && Math.max(state.match.home, state.match.away) + 1 < sport.setsToWin
      if (marketTypeId === 'MWIN' && nextSetPlayed && periods.includes(nextPeriod))
        plans.push(setWinner(home, away, set + 1, nextPeriod, (view) => view.freshSetChance))
      if (!periods.includes(setPeriod)) continue
      if (marketTypeId === 'MWIN')
        plans.push(setWinner(home, away, set, setPeriod, (view) => view.setChance))
      if (marketTypeId === 'TGAM' && lines)
        plans.push(setTotalGames(set, setPeriod, lines.setTotal))
      if (marketTypeId === 'NGAM' && state) {
        const score = currentSet(state)
        plans.push(nextGame(home, away, set, score.home + score.away + 1, setPeriod))
      }
      const target = raceToPoints(marketTypeId)
      if (target !== undefined && target >= 10)
        plans.push(raceTo(home, away, marketTypeId, target, set, setPeriod))
    }
  }
  return plans
}
