// Small price moves that bring the feed up to its rate between the model's own: an open outcome
// of a live match moves one ladder rung either side of the model's price, so drift never
// wanders away from what the match says.

import { type LiveChange, priceChange } from '../../../domain/feed/change.ts'
import type { LiveStore } from '../../../domain/feed/store.ts'
import { standardLadder } from '../../../domain/odds/ladder.ts'

export interface DriftInput {
  catalogue: LiveStore
  /** The market ids of each match in play. */
  matches: readonly (readonly string[])[]
  /** The model's price of each live outcome. */
  modelPrices: ReadonlyMap<string, number>
  count: number
  random: () => number
}

/** Up to count price changes; none for an outcome the batch already moves. */
export function driftMoves(input: DriftInput, batch: readonly LiveChange[]): LiveChange[] {
  const { catalogue, matches, modelPrices, count, random } = input
  const moves: LiveChange[] = []
  if (matches.length === 0) return moves
  // A batch is conflated per outcome: a second move of one outcome would not reach a client.
  const moved = new Set<string>()
  for (const change of batch) if (change.kind === 'outcome') moved.add(change.outcomeId)
  for (let tries = 0; moves.length < count && tries < count * 4; tries++) {
    const marketIds = matches[Math.floor(random() * matches.length)] ?? []
    const market = catalogue.markets.get(marketIds[Math.floor(random() * marketIds.length)] ?? '')
    if (market?.status !== 'open') continue
    const outcome = catalogue.outcomes.get(
      market.outcomeIds[Math.floor(random() * market.outcomeIds.length)] ?? '',
    )
    if (!outcome || outcome.hidden || moved.has(outcome.id)) continue
    const current = outcome.consolidatedPrice.currentPrice.decimal
    const decimal = nextRung(modelPrices.get(outcome.id) ?? current, current, random())
    if (decimal === current) continue
    moves.push(priceChange(outcome, decimal))
    moved.add(outcome.id)
  }
  return moves
}

/** The rung above or below the model's price, whichever the roll picks and is not the price now. */
function nextRung(model: number, current: number, roll: number): number {
  let index = standardLadder.findIndex((rung) => rung >= model)
  if (index < 0) index = standardLadder.length - 1
  const below = standardLadder[Math.max(0, index - 1)] as number
  const above = standardLadder[Math.min(standardLadder.length - 1, index + 1)] as number
  const first = roll < 0.5 ? below : above
  return first !== current ? first : roll < 0.5 ? above : below
}
