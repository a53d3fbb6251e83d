// The cash-out offer on an open single or multiple (docs/cashout.md). The fair value of the
// bet now is the stake times, for each leg, what it has become: a won leg its placed price, a
// void leg 1, an open leg its placed price over its current price (the current price is the
// market's view of the odds against it winning). The book keeps a margin on that value, and
// never offers more than the bet could return.

import {
  divide,
  floor,
  fromDecimal,
  min,
  multiply,
  one,
  product,
  type Ratio,
  ratio,
} from '../money/ratio.ts'

export type CashOutLegState = 'open' | 'won' | 'lost' | 'void'

export interface CashOutLeg {
  /** The price the bet was struck at. */
  placedDecimal: number
  /** The price the outcome trades at now; absent while suspended or unpriced. */
  currentDecimal?: number
  state: CashOutLegState
}

/** The book's margin on the fair value, in basis points: 500 keeps 5%. */
export const defaultCashOutMarginBasisPoints = 500

export type CashOutOffer =
  | { available: true; amount: number }
  | { available: false; reason: 'leg-lost' | 'price-unavailable' | 'settled' }

export const cashOutOffer = (
  bet: { stake: number; legs: readonly CashOutLeg[] },
  marginBasisPoints: number = defaultCashOutMarginBasisPoints,
): CashOutOffer => {
  if (bet.legs.some((leg) => leg.state === 'lost')) return { available: false, reason: 'leg-lost' }
  if (bet.legs.every((leg) => leg.state !== 'open')) return { available: false, reason: 'settled' }

  const placed: Ratio[] = []
  const now: Ratio[] = []
  for (const leg of bet.legs) {
    const price = leg.state === 'void' ? one : fromDecimal(leg.placedDecimal)
    placed.push(price)
    if (leg.state !== 'open') now.push(price)
    else if (leg.currentDecimal !== undefined && leg.currentDecimal > 1)
      now.push(divide(price, fromDecimal(leg.currentDecimal)))
    else return { available: false, reason: 'price-unavailable' }
  }

  const stake = ratio(BigInt(bet.stake))
  const potential = multiply(stake, product(placed))
  const kept = ratio(10_000n - BigInt(marginBasisPoints), 10_000n)
  const offer = floor(min(multiply(multiply(stake, product(now)), kept), potential))
  return { available: true, amount: Number(offer < 0n ? 0n : offer) }
}
