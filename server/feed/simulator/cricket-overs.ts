// Cricket's balls and wickets beside its runs (issue 42): an innings is a number of balls, each a
// fixed share of its game time, and a ball takes a wicket at a steady chance, so a bettor reads
// 145/6 (32.4). The runs still come from the clock's scoring (clock-play.ts), each ball called
// with the runs scored since the ball before; an innings ends at its tenth wicket or its last
// ball. The balls of the innings in play are the feed's cricketOutcomes: '0' to '6' or 'W'.

export interface Overs {
  /** Balls an innings is bowled in: 120 for twenty overs. */
  ballsAnInnings: number
  /** The chance that a ball takes a wicket: about six wickets in a twenty-over innings. */
  wicketChance: number
}

export const wicketsAnInnings = 10

export interface Bowling {
  /** The balls of the innings in play, as called: runs or W. */
  balls: string[]
  /** Runs scored since the last ball was called. */
  runsSinceBall: number
}

export const wicketsOf = (balls: readonly string[]): number =>
  balls.filter((ball) => ball === 'W').length

/**
 * Calls every ball bowled by periodMs of an innings of periodLengthMs; true once the innings is
 * over by wickets. Balls already called are kept, so a carried-on match goes on from its record.
 */
export function bowlTo(
  bowling: Bowling,
  periodMs: number,
  periodLengthMs: number,
  overs: Overs,
  random: () => number,
): boolean {
  const bowled = Math.min(
    overs.ballsAnInnings,
    Math.floor((periodMs * overs.ballsAnInnings) / periodLengthMs),
  )
  while (bowling.balls.length < bowled && wicketsOf(bowling.balls) < wicketsAnInnings) {
    bowling.balls.push(random() < overs.wicketChance ? 'W' : String(bowling.runsSinceBall))
    bowling.runsSinceBall = 0
  }
  return wicketsOf(bowling.balls) >= wicketsAnInnings
}
