// What a slip returns for each number of winning selections: for every count from none to all,
// the least and the most its bets return over every way that many selections can win (the rest
// losing). A preview for the bettor before placing, computed with settlement's own rules so it is
// exactly what would be paid; win parts only (an each-way place part depends on the placings).

import { settleLines } from './settlement.ts'

export interface PreviewBet {
  /** Minor units per line. */
  unitStake: number
  /** Each line lists indexes into the slip's selections. */
  lines: ReadonlyArray<readonly number[]>
}

export interface ReturnsRow {
  winners: number
  least: number
  most: number
}

/** Past this many selections the 2^n outcomes are too many to list; the slip allows 15. */
export const previewSelectionLimit = 15

export function returnsByWinners(
  prices: readonly number[],
  bets: readonly PreviewBet[],
): ReturnsRow[] {
  const count = prices.length
  if (count > previewSelectionLimit)
    throw new RangeError(`a preview covers up to ${previewSelectionLimit} selections`)
  const rows: ReturnsRow[] = Array.from({ length: count + 1 }, (_, winners) => ({
    winners,
    least: Number.POSITIVE_INFINITY,
    most: 0,
  }))
  // A line returns its full amount when every one of its legs wins and nothing otherwise, and
  // settlement rounds each line alone: so each line is settled once, all won, and a way of
  // winning returns the sum of the lines it covers.
  const allWon = prices.map((decimal) => ({ decimal, result: 'won' as const }))
  const paying = bets.flatMap((bet) => {
    const { lineReturns } = settleLines({ ...bet, legs: allWon, eachWay: false })
    return bet.lines.map((line, index) => ({
      mask: line.reduce((mask, leg) => mask | (1 << leg), 0),
      returns: lineReturns[index] ?? 0,
    }))
  })
  for (let winning = 0; winning < 2 ** count; winning++) {
    let returns = 0
    for (const line of paying) if ((line.mask & winning) === line.mask) returns += line.returns
    const row = rows[popCount(winning)] as ReturnsRow
    row.least = Math.min(row.least, returns)
    row.most = Math.max(row.most, returns)
  }
  return rows
}

function popCount(value: number): number {
  let bits = 0
  for (let rest = value; rest > 0; rest >>= 1) bits += rest & 1
  return bits
}
