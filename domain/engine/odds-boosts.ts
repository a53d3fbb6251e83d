// The odds boosts view (SPEC.md section 2, the boost-odds modal; section 9, top boosted 10): the
// brand's boosts as the list and the modal show them, each with its event, market and outcome
// from the live store, so the market's price beside the boost is the one on screen now.

import type { BoostedOutcome } from '../api/odds-boosts.ts'
import type { Market, Outcome, SportEvent } from '../events/event.ts'
import type { LoadStatus } from './catalogue.ts'

export interface BoostCard {
  /** As the server offered it: the boosted price, its cap and its end. */
  boost: BoostedOutcome
  event: SportEvent
  market: Market
  outcome: Outcome
}

export interface OddsBoostsView {
  status: LoadStatus
  /** Best ranked first; a boost whose outcome left the store is left out. */
  cards: BoostCard[]
}
