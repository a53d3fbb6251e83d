// What a live list row shows of the play, in each sport's own terms (issue 42): the minute and
// goals in football; the period and the minute in ice hockey; the quarter and points in
// basketball; sets, games and points in tennis; sets and points in volleyball; maps and rounds in
// esports; the innings, runs and wickets in cricket, with the overs of the innings in play
// (145/6 (32.4)) where the feed calls its balls (cricketOutcomes: '0' to '6' or 'W'). The row is one short line, so a period is its number
// and the view names it (Q2, S3, Map 2).

import type { SportEvent } from './event.ts'
import { type PeriodKind, scoreboardOf } from './scoreboard.ts'

export interface RowScore {
  /** The period in play, where the sport's periods say more than its minute. */
  period?: { kind: PeriodKind; number: number }
  /** The game minute, where the sport plays on a clock a bettor follows. */
  minutes?: number
  /** Goals, points or runs; sets or maps won where those make the match. */
  score: { home: number; away: number }
  /** The games of the set in play (tennis), the points of the set (volleyball), a map's rounds. */
  inPeriod?: { home: number; away: number }
  /** The points of the game in play, as called: 30-15. */
  game?: { home: string; away: string }
  /** Cricket: the batting side's runs and wickets and the overs bowled, as read: 145/6 (32.4). */
  batting?: { runs: number; wickets: number; overs: string }
}

const ballsAnOver = 6

/** The innings in play from its balls: the runs come from its period's score, not the calls. */
function battingOf(balls: readonly string[], runs: number): RowScore['batting'] {
  const wickets = balls.filter((ball) => ball === 'W').length
  const overs = `${Math.floor(balls.length / ballsAnOver)}.${balls.length % ballsAnOver}`
  return { runs, wickets, overs }
}

export function rowScoreOf(event: Omit<SportEvent, 'marketIds'>): RowScore {
  const board = scoreboardOf(event)
  const current = board.periods[board.periods.length - 1]
  const number = event.currentPeriodNumber ?? current?.number
  const period = current && number !== undefined ? { kind: current.kind, number } : undefined
  const minutes = event.clock?.minutes
  const score = { home: board.home, away: board.away }
  switch (board.family) {
    case 'goals':
      // Football's halves are read from the minute alone; hockey's periods are not.
      return {
        ...(period && period.kind !== 'half' ? { period } : {}),
        ...(minutes === undefined ? {} : { minutes }),
        score,
      }
    case 'points':
      return { ...(period ? { period } : {}), score }
    case 'innings': {
      // One side bats an innings, so its runs are the larger of the innings' two scores.
      const balls = event.cricketOutcomes
      const batting =
        balls && current ? battingOf(balls, Math.max(current.home, current.away)) : undefined
      return { ...(period ? { period } : {}), score, ...(batting ? { batting } : {}) }
    }
    case 'sets':
    case 'maps':
      return {
        ...(period ? { period } : {}),
        score,
        ...(current ? { inPeriod: { home: current.home, away: current.away } } : {}),
        ...(board.game ? { game: board.game } : {}),
      }
  }
}
