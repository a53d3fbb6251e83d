// What a slip returns for each number of winning selections: for every count from none to all,
// the least and the most its bets return over every way that many selections can win (the rest
// losing). A preview for the bettor before placing, computed with settlement's own rules so it is
// exactly what would be paid; win parts only (an each-way place part depends on the placings).
// Under the brand's taxes each bet is reckoned as settlement reckons it (domain/money/tax.ts):
// its lines priced on the stake less the duty, the withholding taken off its winnings.

import { returnsTax, stakeAfterTax, type TaxSettings, taxesApply } from '../money/tax.ts'
import { settleLines } from './settlement.ts'

export interface PreviewBet {
  /** Minor units per line. */
  unitStake: number
  /** Each line lists indexes into the slip's selections. */
  lines: ReadonlyArray<readonly number[]>
  /** The prices this bet is settled at where they are not the slip's: a boosted single's. */
  prices?: readonly number[]
  /**
   * Paid beside the returns when every line wins, as the acca bonus is (parlay-extra-winnings.ts):
   * a multiple's returns by winners must tell the story its potential returns tell.
   */
  bonus?: number
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
  taxes: TaxSettings = {},
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
  const won = (decimals: readonly number[]) =>
    decimals.map((decimal) => ({ decimal, result: 'won' as const }))
  const allWon = won(prices)
  const taxed = taxesApply(taxes)
  const paying = bets.map((bet) => {
    const wageredUnit = stakeAfterTax(bet.unitStake, taxes)
    const { lineReturns } = settleLines({
      unitStake: wageredUnit,
      lines: bet.lines,
      legs: bet.prices ? won(bet.prices) : allWon,
      eachWay: false,
    })
    const wagered = stakeAfterTax(bet.unitStake * bet.lines.length, taxes)
    /** A bet's returns after the withholding, by its gross: few distinct, so kept. */
    const afterTax = new Map<number, number>()
    return {
      every: bet.lines.reduce((mask, line) => line.reduce((all, leg) => all | (1 << leg), mask), 0),
      bonus: bet.bonus ?? 0,
      lines: bet.lines.map((line, index) => ({
        mask: line.reduce((mask, leg) => mask | (1 << leg), 0),
        returns: lineReturns[index] ?? 0,
      })),
      net(gross: number): number {
        if (!taxed || gross === 0) return gross
        let net = afterTax.get(gross)
        if (net === undefined) {
          net = returnsTax(gross, wagered, taxes).returnsAfterTax
          afterTax.set(gross, net)
        }
        return net
      },
    }
  })
  for (let winning = 0; winning < 2 ** count; winning++) {
    let returns = 0
    for (const bet of paying) {
      let gross = 0
      for (const line of bet.lines) if ((line.mask & winning) === line.mask) gross += line.returns
      returns += bet.net(gross)
      if (bet.bonus > 0 && (bet.every & winning) === bet.every) returns += bet.bonus
    }
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
