// Rules about the player's tokens (SPEC.md section 4).

/** A token this close to its expiry counts as expired: a call made now could land after it. */
export const tokenExpiryMarginSeconds = 30

/** Whether a token expiring at expirationTimeInSeconds (epoch seconds) is within the margin. */
export function isTokenExpiring(expirationTimeInSeconds: number, nowMs: number): boolean {
  if (!Number.isFinite(expirationTimeInSeconds)) return true
  return expirationTimeInSeconds - tokenExpiryMarginSeconds <= nowMs / 1000
}
