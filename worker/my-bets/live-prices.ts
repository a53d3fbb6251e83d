// An open bet with each open leg's price as the live store has it now: My bets and a bet's own
// page show the price taken against the price now without asking the server again.

import type { OpenBet } from '../../domain/api/open-bets.ts'
import type { LiveStore } from '../../domain/feed/store.ts'

/** The same bet when no price moved, so an unchanged card keeps its identity. */
export function withLivePrices(bet: OpenBet, store: LiveStore): OpenBet {
  let moved = false
  const legs = bet.legs.map((leg) => {
    const live = store.outcomes.get(leg.outcomeId)?.consolidatedPrice.currentPrice.decimal
    if (leg.state !== 'open' || live === undefined || live === leg.currentDecimal) return leg
    moved = true
    return { ...leg, currentDecimal: live }
  })
  return moved ? { ...bet, legs } : bet
}
