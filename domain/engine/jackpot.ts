// The jackpot area's view: the active jackpot, the slip's picks (one outcome or more per event
// number: two on one event is a perm), its stake, and the server's price of it (lines and
// totalCost), with the last placement and booking code.

import type { ActiveJackpot, JackpotModel, JackpotPlacement } from '../api/jackpot.ts'

export interface JackpotView {
  /** none: the brand has no jackpot open now (too few upcoming matches); tried again soon. */
  status: 'loading' | 'ready' | 'none' | 'failed'
  jackpot?: ActiveJackpot
  /** Outcome ids picked, by event number, in the order 1, X, 2. */
  picks: Record<number, string[]>
  /** The stake of each line, in minor units: the jackpot's stake per line unless raised. */
  globalStake: number
  /** The stakes a line may take (minor units): whole multiples of the stake per line. */
  stakeChoices: number[]
  /** The slip as the server priced it last: lines (noOfBets), totalCost, what is missing. */
  model?: JackpotModel
  /** A price is being asked for. */
  pricing: boolean
  /** Why the last call failed (loading, pricing), in the bettor's words. */
  error?: string
  /** The slip placed last, until the slip is cleared. */
  placement?: JackpotPlacement
  bookingCode?: string
}
