// A live change in its expanded form, after the worker has decoded the short keys (codec.ts).
// The server produces these, the stream carries them compacted, applyChange applies them.

import type { Clock, EventWithMarkets, Market, Outcome, Price, Score } from '../events/event.ts'

/** Market statuses the feed may send; the last four remove the market (SPEC.md section 4). */
export type FeedMarketStatus = 'open' | 'suspended' | 'lts' | 'settled' | 'resulted' | 'closed'

export interface OutcomeChange {
  kind: 'outcome'
  eventId: string
  marketId: string
  outcomeId: string
  /** A price change: the new current price; the old ones shift to penultimate and antepenultimate. */
  consolidatedPrice?: { currentPrice: Price }
  hidden?: boolean
  status?: Outcome['status']
}

/** A price change for the outcome: the change the feed sends when a price moves. */
export const priceChange = (
  outcome: Pick<Outcome, 'id' | 'eventId' | 'marketId'>,
  decimal: number,
): OutcomeChange => ({
  kind: 'outcome',
  eventId: outcome.eventId,
  marketId: outcome.marketId,
  outcomeId: outcome.id,
  consolidatedPrice: { currentPrice: { decimal } },
})

export interface MarketChange {
  kind: 'market'
  eventId: string
  marketId: string
  status: FeedMarketStatus
  marketTypeId?: string
  periodTypeId?: string
}

export interface MarketAdded {
  kind: 'market-added'
  eventId: string
  market: Omit<Market, 'outcomeIds'> & { outcomes: Outcome[] }
}

export interface EventChange {
  kind: 'event'
  eventId: string
  clock?: Clock
  minutes?: number
  liveOpenMarketCount?: number
  scores?: Score
  sets?: Score[]
  match?: Score
  cricketOutcomes?: string[]
  currentPeriod?: string
  currentPeriodAbbreviation?: string
  currentPeriodNumber?: number
}

export interface EventAdded {
  kind: 'event-added'
  event: EventWithMarkets
}

export interface EventRemoved {
  kind: 'event-removed'
  eventId: string
}

export type LiveChange =
  | OutcomeChange
  | MarketChange
  | MarketAdded
  | EventChange
  | EventAdded
  | EventRemoved
