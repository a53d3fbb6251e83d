// Rules about the player's tokens (SPEC.md sections 4 and 5).

/** A token this close to its expiry counts as expired: a call made now could land after it. */
export const tokenExpiryMarginSeconds = 30

/** Whether a token expiring at expirationTimeInSeconds (epoch seconds) is within the margin. */
export function isTokenExpiring(expirationTimeInSeconds: number, nowMs: number): boolean {
  if (!Number.isFinite(expirationTimeInSeconds)) return true
  return expirationTimeInSeconds - tokenExpiryMarginSeconds <= nowMs / 1000
}

export type BridgeTokenKind = 'JWE' | 'UUID'

/** A bridge auth token with a dot in it is a JWE (compact form is dot-separated), else a UUID. */
export function bridgeTokenKind(token: string): BridgeTokenKind {
  return token.includes('.') ? 'JWE' : 'UUID'
}
