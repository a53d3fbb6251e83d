// The engine's API: one interface the worker implements and the UI calls through comlink.
// Commands answer ApiResult values; only bugs throw across the worker boundary.

import type { BetslipStatus, PlaceBetslipRequest, PlacementResponse } from '../api/placement.ts'
import type { DirectLoginRequest } from '../api/player-login.ts'
import type { ApiResult } from '../api/result.ts'
import type { SessionView, ViewSpec, ViewUpdate } from './views.ts'

export interface PlaceBetslipInput {
  accountId: string
  request: PlaceBetslipRequest
  /** The request id (SPEC.md section 5): placement is idempotent on it. */
  uuid: string
}

export interface EngineApi {
  /** Starts loading settings, live events and the stream; resolves once the first snapshot is in. */
  start(): Promise<void>
  /** Reads the brand's settings again (after a logout or a language change, SPEC.md section 4). */
  reloadSettings(): Promise<ApiResult<null>>
  /** listener first gets a reset with the whole view, then patches, at most once a frame. */
  subscribe(spec: ViewSpec, listener: (update: ViewUpdate) => void): Promise<number>
  unsubscribe(subscriptionId: number): Promise<void>

  login(credentials: DirectLoginRequest): Promise<ApiResult<SessionView>>
  /** Ends the session: drops the token, its stored copy and the cached balance. */
  logout(): Promise<void>
  /** Drops the cached balance; the next poll or login fetches it again. */
  invalidateBalances(): Promise<void>
  /** Remember-me: keeps the username for the next login form, or forgets it (undefined). */
  rememberUsername(username: string | undefined): Promise<void>
  refreshBalance(): Promise<ApiResult<number>>

  addSelection(outcomeId: string): Promise<void>
  removeSelection(outcomeId: string): Promise<void>
  /** The stake box's text for one selection, parsed by SPEC.md section 5's rules. */
  setStake(outcomeId: string, stakeText: string): Promise<void>
  placeBetslip(input: PlaceBetslipInput): Promise<ApiResult<PlacementResponse>>
  /** After the in-play delay: whether the held slip was placed, referred or rejected. */
  betslipStatus(betSlipId: string): Promise<ApiResult<BetslipStatus>>

  /** Tab visibility: the wallet polls only while the tab is visible (SPEC.md section 4). */
  setVisible(visible: boolean): Promise<void>
}
