// The wallet's game token (POST /accounts/me/game-launch-url answers it as tokenSession): it
// names the wallet session it came from, and GET /api/session exchanges it for a sportsbook
// session while that wallet session is still open. Sealed (sealed-tokens.ts), five minutes.

import type { TokenSealer } from './sealed-tokens.ts'

export interface GameTokenClaims {
  playerId: string
  brandId: string
  walletSessionId: string
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
  if (!claims?.playerId || !claims.brandId || !claims.walletSessionId) return undefined
  return {
    playerId: claims.playerId,
    brandId: claims.brandId,
    walletSessionId: claims.walletSessionId,
  }
}
