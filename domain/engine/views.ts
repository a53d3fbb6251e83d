// The views the UI subscribes to, and the patches the engine sends for them (docs/engine.md).
// A view's state is plain data the UI mirrors; after the first reset it changes only through
// patches, so a price change re-sends one outcome, not the event list.

import type { PlaceBetslipRequest } from '../api/placement.ts'
import type { Market, Outcome, SportEvent } from '../events/event.ts'

export type ViewSpec = { name: 'live-events' } | { name: 'betslip' } | { name: 'session' }

/** The same shape as immer's patches, so the UI applies them with structural sharing. */
export interface ViewPatch {
  op: 'replace' | 'add' | 'remove'
  path: (string | number)[]
  value?: unknown
}

export type ViewUpdate<State = unknown> =
  | { kind: 'reset'; state: State }
  | { kind: 'patches'; patches: ViewPatch[] }

/** The live events with the market the list shows for each (its main market). */
export interface LiveEventsView {
  status: 'loading' | 'ready' | 'failed'
  /** Whether the live stream is connected; false while it reconnects or polls. */
  streaming: boolean
  eventIds: string[]
  events: Record<string, SportEvent>
  /** The main market of each event, by event id. */
  mainMarkets: Record<string, Market>
  outcomes: Record<string, Outcome>
}

export interface BetslipSelection {
  outcomeId: string
  eventId: string
  eventDescription: string
  marketDescription: string
  outcomeDescription: string
  /** The current price; undefined once the outcome left the live store. */
  decimal?: number
  /** The price before the last change, while the bettor has not yet seen it move. */
  previousDecimal?: number
  available: boolean
  stakeText: string
  /** Minor units. */
  unitStake: number
  /** Minor units; 0 without a stake or a price. */
  potentialReturns: number
}

export interface BetslipView {
  selections: BetslipSelection[]
  currency: string
  totalStake: number
  totalPotentialReturns: number
  /** The request Place bet sends, or null while no selection has a stake and a price. */
  placement: PlaceBetslipRequest | null
}

export interface SessionView {
  status: 'anonymous' | 'logging-in' | 'logged-in'
  username?: string
  accountId?: string
  currency: string
  /** Minor units; undefined until the first balance arrives. */
  balance?: number
  /** The username kept by remember-me, to fill the login form with. */
  savedUsername?: string
}
