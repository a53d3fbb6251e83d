// Event, market and outcome as the feed and the event endpoints carry them (SPEC.md section 3).

export type OfferStatus = 'open' | 'suspended'

export interface Price {
  decimal: number
  /** The price format code the feed sent with it, if any. */
  format?: number
  spread?: number
  spread2?: number
}

export interface ConsolidatedPrice {
  currentPrice: Price
  penultimatePrice?: Price
  antepenultimatePrice?: Price
}

export interface Outcome {
  id: string
  marketId: string
  eventId: string
  description: string
  status: OfferStatus
  hidden: boolean
  consolidatedPrice: ConsolidatedPrice
}

export interface PeriodType {
  id: string
  op?: string
  sequence: number
}

export interface Period {
  fullDescription: string
  fullAbbreviation: string
  inRunning: boolean
  periodType: PeriodType
}

export interface MarketTypeInfo {
  style: 'WIN_DRAW_WIN' | 'THREE_TEAMS_PRESENT' | string
  op?: string
  ordinalPosition: number
}

export interface Market {
  id: string
  eventId: string
  marketTypeId: string
  periodId: string
  opponentId?: string
  description: string
  period?: Period
  marketTypeInfo?: MarketTypeInfo
  instance?: number
  status: OfferStatus
  cutoffTime?: string
  teamName?: string
  playerName?: string
  /** Outcome ids in display order; the outcomes themselves are stored by id. */
  outcomeIds: string[]
}

export type ClockStatus = 'NOT_STARTED' | 'RUNNING' | 'STOPPED' | 'END_OF_EVENT' | string

export interface Clock {
  status: ClockStatus
  minutes?: number
}

export interface EventPath {
  slug: string
  description: string
}

export interface Score {
  home: number
  away: number
}

export interface SportEvent {
  id: string
  slug: string
  description: string
  sportCode: string
  eventPaths: EventPath[]
  startTime: string
  /** Present when the event is live (SPEC.md section 4: an event is live if it has a clock). */
  clock?: Clock
  liveStreaming?: boolean
  betBuilderEvent?: boolean
  feedCode?: string
  isFinished?: boolean
  scores?: Score
  sets?: Score[]
  match?: Score
  cricketOutcomes?: string[]
  liveOpenMarketCount?: number
  currentPeriod?: string
  currentPeriodAbbreviation?: string
  currentPeriodNumber?: number
  /** Market ids in display order. */
  marketIds: string[]
}

/** An event with its markets and outcomes inlined, as the event endpoints return it. */
export interface EventWithMarkets extends Omit<SportEvent, 'marketIds'> {
  markets: Array<Omit<Market, 'outcomeIds'> & { outcomes: Outcome[] }>
}
