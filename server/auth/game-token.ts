// The wallet's game token (POST /accounts/me/game-launch-url answers it as tokenSession): it
// names the wallet session it came from, and GET /api/session exchanges it, once (its id is kept
// with the session it opened), for a sportsbook session while that wallet session is still open.
// Sealed (sealed-tokens.ts), five minutes; the sealer's purpose is its kind: it is no bearer.

import type { TokenSealer } from './sealed-tokens.ts'

export interface GameTokenClaims {
  playerId: string
  brandId: string
  walletSessionId: string
  /** Unique to this token: the session it opens keeps it, so it opens no second one. */
  gameTokenId: string
}

/** Long enough to load the sportsbook, short enough that a leaked link soon means nothing. */
export const gameTokenLifetimeMs = 5 * 60_000

const purpose = 'wallet-game-launch'

export const issueGameToken = (sealer: TokenSealer, claims: GameTokenClaims, now: number) =>
  sealer.seal(purpose, { ...claims }, now + gameTokenLifetimeMs)

export async function readGameToken(
  sealer: TokenSealer,
  token: string,
): Promise<GameTokenClaims | undefined> {
  const claims = await sealer.open(purpose, token)
  if (!claims?.playerId || !claims.brandId || !claims.walletSessionId || !claims.gameTokenId)
    return undefined
  return {
    playerId: claims.playerId,
    brandId: claims.brandId,
    walletSessionId: claims.walletSessionId,
    gameTokenId: claims.gameTokenId,
  }
}
