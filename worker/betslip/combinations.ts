// The stakes the bettor typed for the slip's combination bets (the multiple and the systems), by
// betTypeId; the bets themselves are the slip's verdict's (domain/bets/evaluate-slip.ts).

import type { Currency } from '../../domain/money/currency.ts'
import { enterStake } from '../../domain/money/stake-text.ts'

/** What the bettor typed for one combination bet, by its betTypeId. */
export interface CombinationStake {
  stakeText: string
  unitStake: number
}

export type CombinationStakes = Readonly<Record<number, CombinationStake>>

/** The stakes with one combination's text read by the stake rules; undefined if no stake. */
export function enterCombinationStake(
  stakes: CombinationStakes,
  betTypeId: number,
  typed: string,
  currency: Currency,
): CombinationStakes | undefined {
  const entry = enterStake(typed, stakes[betTypeId]?.unitStake ?? 0, currency)
  if (!entry.ok) return undefined
  return { ...stakes, [betTypeId]: { stakeText: entry.text, unitStake: entry.stake } }
}

/**
 * The stakes once a selection is removed (SPEC.md section 4): the system stakes are reset; the
 * multiple's stake moves to the multiple of the legs left (a treble's to the double), and goes
 * when there is no multiple left.
 */
export function stakesAfterRemoval(
  stakes: CombinationStakes,
  multipleBefore: number | undefined,
  multipleAfter: number | undefined,
): CombinationStakes {
  const kept = multipleBefore === undefined ? undefined : stakes[multipleBefore]
  return kept && multipleAfter !== undefined ? { [multipleAfter]: kept } : {}
}
