// The cash-out offer on an open single or multiple (docs/cashout.md). The fair value of the
// bet now is the stake times, for each leg, what it has become: a won leg its placed price, a
// void leg 1, an open leg its placed price over its current price (the current price is the
// market's view of the odds against it winning). The book keeps a margin on that value, and
// never offers more than the bet could return. A bet placed under taxes is valued on what it
// would pay as settlement pays it: its wagered stake (the duty off), the withholding off its
// winnings.

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
  subtract,
  zero,
} from '../money/ratio.ts'
import { percent, stakeAfterTax, type TaxSettings } from '../money/tax.ts'
import { potentialReturns } from './potential-returns.ts'

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
  bet: { stake: number; legs: readonly CashOutLeg[]; taxes?: TaxSettings },
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

  // The chance the bet still wins, as the prices say: the open legs' now over their placed.
  const chance = divide(product(now), product(placed))
  const potential = potentialAfterTax(bet.stake, product(placed), bet.taxes)
  const kept = ratio(10_000n - BigInt(marginBasisPoints), 10_000n)
  const offer = floor(min(multiply(multiply(potential, chance), kept), potential))
  return { available: true, amount: Number(offer < 0n ? 0n : offer) }
}

/** What the bet returns if it wins, as settlement pays it: taxes taken as they were placed. */
function potentialAfterTax(stake: number, price: Ratio, taxes: TaxSettings = {}): Ratio {
  const wagered = ratio(BigInt(stakeAfterTax(stake, taxes)))
  const gross = multiply(wagered, price)
  const winnings = subtract(gross, wagered)
  if (!taxes.tax_deduction_enabled || winnings.numerator <= 0n) return gross
  return nonNegative(subtract(gross, multiply(winnings, percent(taxes.tax_returns_percentage))))
}

const nonNegative = (value: Ratio): Ratio => (value.numerator < 0n ? zero : value)

export interface CashOutConfirmation {
  /** The offer the bettor saw, as its cashoutOddsKey carries it. */
  seen: { stakeRunning: number; amount: number }
  /** The offer now, and whether it is the one seen (the same cashoutOddsKey). */
  offer: { amount: number; sameAsSeen: boolean }
  /** The bet's stake still riding, and what it promises on it. */
  bet: { stakeRunning: number; potentialReturns: number; legs: ReadonlyArray<{ decimal: number }> }
  /** What the bettor asked for: all of the offer seen, or a part of it. */
  requested: number
  acceptHigherOdds: boolean
}

export type CashOutTaken =
  | {
      ok: true
      /** The stake bought back, and what the book pays for it. */
      stakePart: number
      amount: number
      remainingStake: number
      /** The rest keeps running, its potential returns in proportion to its stake. */
      returnsLeft: number
    }
  /** The offer moved down, or up without acceptHigherOdds: the new offer is the answer. */
  | { ok: false }

/**
 * A confirmed cash-out, in full or in part (docs/cashout.md): the same offer is taken; one that
 * moved up only with acceptHigherOdds, paying the new offer's rate; one that moved down never.
 */
export const takeCashOut = (confirmation: CashOutConfirmation): CashOutTaken => {
  const { seen, offer, bet, requested } = confirmation
  const running = bet.stakeRunning
  // The share of the bet asked for, rounded up to the minor unit of stake, so the book never
  // buys back less stake than the amount it pays for.
  const stakePart = ceilDiv(BigInt(seen.stakeRunning) * BigInt(requested), BigInt(seen.amount))
  let amount: number
  if (offer.sameAsSeen) amount = stakePart >= BigInt(running) ? offer.amount : requested
  else {
    // Moved up: more per unit of stake now than the offer seen.
    const movedUp =
      BigInt(offer.amount) * BigInt(seen.stakeRunning) > BigInt(seen.amount) * BigInt(running)
    if (!(movedUp && confirmation.acceptHigherOdds) || stakePart > BigInt(running))
      return { ok: false }
    amount =
      stakePart >= BigInt(running)
        ? offer.amount
        : Number((BigInt(offer.amount) * stakePart) / BigInt(running))
  }
  const part = Math.min(Number(stakePart), running)
  if (amount <= 0) return { ok: false }
  const remainingStake = running - part
  return {
    ok: true,
    stakePart: part,
    amount,
    remainingStake,
    returnsLeft:
      remainingStake === 0
        ? bet.potentialReturns
        : potentialReturns({
            unitStake: remainingStake,
            legs: bet.legs.map((leg) => ({ decimal: leg.decimal })),
            lines: [bet.legs.map((_, index) => index)],
            eachWay: false,
          }).potentialReturns,
  }
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b
