// The my-bets area's views: the open bets with their legs' prices now and cash-out offers, and
// the count the header's badge shows.

import type { OpenBet } from '../api/open-bets.ts'

export interface OpenBetsView {
  status: 'logged-out' | 'loading' | 'loaded' | 'failed'
  /** Newest first; a leg's currentDecimal is the live price when the engine holds it. */
  bets: OpenBet[]
  /** Open bets in all: more than bets.length while older ones are not shown. */
  count: number
  /** Why the last load failed, while status is failed. */
  error?: string
}

export interface BetCountView {
  /** Open bets; 0 while logged out. */
  count: number
}

/** One open bet on its own page (GET .../openbet/{betId}). */
export interface OpenBetParams extends Record<string, string> {
  betId: string
}

export interface OpenBetView {
  /** not-open: the account has no such open bet (settled, cashed out in full, or never its). */
  status: 'logged-out' | 'loading' | 'open' | 'not-open' | 'failed'
  /** While open; a leg's currentDecimal is the live price when the engine holds it. */
  bet?: OpenBet
  /** Why the last read failed, while status is failed. */
  error?: string
}
