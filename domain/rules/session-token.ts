// Rules about the player's tokens (SPEC.md section 4).

/** A token this close to its expiry counts as expired: a call made now could land after it. */
export const tokenExpiryMarginSeconds = 30

/** Whether a token expiring at expirationTimeInSeconds (epoch seconds) is within the margin. */
export function isTokenExpiring(expirationTimeInSeconds: number, nowMs: number): boolean {
  if (!Number.isFinite(expirationTimeInSeconds)) return true
  return expirationTimeInSeconds - tokenExpiryMarginSeconds <= nowMs / 1000
}

/**
 * The wallet session is refreshed (sessions/refresh) this long before it expires: well before
 * its token counts as expiring, so a refresh that fails once can be tried again in time.
 */
export const walletRefreshLeadSeconds = 5 * 60

/** How long from now until the wallet session expiring at expiresAt (epoch s) is refreshed. */
export const walletRefreshDelayMs = (expiresAt: number, nowMs: number): number =>
  Math.max(0, (expiresAt - walletRefreshLeadSeconds) * 1000 - nowMs)

/**
 * What the app does when the tab becomes visible again (SPEC.md section 4, Token expiry): an
 * operator's token (its external-token cookie) it has not logged in with yet is logged in with,
 * replacing any session; otherwise a held session is asked about (checkplayer), which ends it if
 * the server no longer takes it.
 */
export type VisibleAgain = 'log-in-again' | 'check-session' | 'nothing'

export function onVisibleAgain(state: {
  loggedIn: boolean
  /** The operator's token the app last logged in with (or tried to), if any. */
  knownToken?: string
  /** The operator's external-token cookie as it is now. */
  cookieToken?: string
}): VisibleAgain {
  if (state.cookieToken && state.cookieToken !== state.knownToken) return 'log-in-again'
  return state.loggedIn ? 'check-session' : 'nothing'
}
