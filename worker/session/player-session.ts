// GET /api/session, the last step of the auth-gateway and operator-wallet logins (SPEC.md
// section 7): the player's session with its API token, which becomes the engine's session.

import { openPlayerSession, type SessionResponse } from '../../domain/api/operator-wallet.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { sessionToken } from '../../domain/player/session.ts'
import type { EngineContext } from '../context/context.ts'

export async function fetchPlayerSession(
  context: EngineContext,
  gameToken?: string,
): Promise<ApiResult<SessionResponse>> {
  const result = await context.call(openPlayerSession, {
    query: { timestamp: String(context.now()) },
    withCredentials: true,
    ...(gameToken === undefined ? {} : { headers: { 'game-token': gameToken } }),
  })
  if (!result.ok) return result
  const session = result.data
  const token = sessionToken({
    jwe_token: session.jwe_token ?? '',
    alsToken: session.alsToken,
    jweToken: session.jweToken,
  })
  // SPEC.md section 8: without the token the login fails (the statechart says error-500).
  if (!token || !session.username || !session.accountId || !session.currency) return result
  context.session.set({
    token,
    expiresAt: session.expirationTimeInSeconds ?? 0,
    username: session.username,
    accountId: session.accountId,
    currency: session.currency,
    priceFormat: session.priceFormat ?? context.settings.get().default_price_format,
    ...(gameToken === undefined ? {} : { externalToken: gameToken }),
  })
  return result
}
