// The markets of a race sport, from its sport table: the match, the set or map in play, the set
// or map score, the next game and races to points, all priced from the chance of each point
// (race.ts) so a point won moves them together.

import type { Score } from '../../../domain/events/event.ts'
import { raceToPoints, sportTableOf } from '../../../domain/reference/sport-tables.ts'
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

export interface RaceView {
  sport: RaceSport
  state: RaceState
  strength: number
  /** Home's chance to win the set in play, and a set not yet started. */
  setChance: number
  freshSetChance: number
  /** The chance of each final score of sets or maps, 'home-away'. */
  finals: Map<string, number>
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
  }
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
  const hold = (homeServing: boolean) =>
    raceWinChance(
      0,
      0,
      sport.game as NonNullable<RaceSport['game']>,
      (homeServing ? 0.62 : 0.38) + strength,
    )
  const tieBreak = raceWinChance(0, 0, sport.tieBreak ?? sport.set, 0.5 + strength)
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

const setWinner = (home: string, away: string, set: number, periodId: string): Plan => ({
  marketTypeId: 'MWIN',
  periodId,
  description: `${periodDescription(periodId)} Winner`,
  outcomes: [
    { key: 'H', description: home },
    { key: 'A', description: away },
  ],
  chances: (view) => [view.setChance, 1 - view.setChance],
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
      let over = 0
      for (const [key, value] of view.finals) {
        const [won = 0, lost = 0] = key.split('-').map(Number)
        if (won + lost > line) over += value
      }
      return [over, 1 - over]
    },
    results: (view) => {
      const played = view.state.match.home + view.state.match.away
      if (played > line) return ['win', 'lose']
      return view.state.over ? ['lose', 'win'] : undefined
    },
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
  state: RaceState | undefined,
): Plan[] {
  const table = sportTableOf(sportCode)
  if (!table || state?.over) return []
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
      }
      if (!periods.includes(setPeriod)) continue
      if (marketTypeId === 'MWIN') plans.push(setWinner(home, away, set, setPeriod))
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
