// The operator-hosted wallet login's calls (SPEC.md section 7, Operator-hosted wallet): a wallet
// session (kept in a cookie by the wallet, and by the engine: session/wallet-session.ts), the
// terms it may ask to accept, the profile and the game token that GET /api/session is asked
// with. The login statechart decides the order.

import {
  acceptTerms,
  type GameLaunchResponse,
  getGameToken,
  getWalletProfile,
  logInToWallet,
  type WalletSessionResponse,
} from '../../domain/api/operator-wallet.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { PlayerProfile } from '../../domain/player/profile.ts'
import { timeSeconds } from '../../domain/rules/constants.ts'
import type { LoginCredentials } from '../../domain/validation/login-credentials.ts'
import type { EngineContext } from '../context/context.ts'
import { walletCall } from '../context/wallet-call.ts'

export function createOperatorWalletModule(context: EngineContext) {
  const storedDeviceId = context.persistence.slice('wallet-device-id')

  /** One id per browser, so the wallet can tell this device from another. */
  async function deviceId(): Promise<string> {
    const known = await storedDeviceId.load()
    if (known) return known
    const id = crypto.randomUUID()
    await storedDeviceId.save(id)
    return id
  }

  const language = () => context.page.get().language
  // The wallet session rides in a cookie, which a browser may not send to a frame embedded in
  // another site (SameSite): its token goes along as the bearer too (walletCall).
  const wallet = () => walletCall(context.walletSession.get())

  return {
    views: {},
    commands: {
      async createSession(
        credentials: LoginCredentials,
      ): Promise<ApiResult<WalletSessionResponse>> {
        context.walletSession.set(undefined)
        const result = await context.call(logInToWallet, {
          query: { l: language(), mc: 'mobile' },
          body: {
            username: credentials.username.trim(),
            password: credentials.password,
            device: { clientType: 'Browser', deviceId: await deviceId(), deviceType: 'Mobile' },
          },
          withCredentials: true,
        })
        // A wallet that keeps its session in the cookie alone answers no token: the cookie goes.
        if (result.ok)
          context.walletSession.set({
            token: result.data.sessionToken ?? '',
            expiresAt:
              Math.floor(context.now() / 1000) + (result.data.expiresIn ?? timeSeconds.eightHours),
          })
        return result
      },
      acceptTerms(): Promise<ApiResult<unknown>> {
        return context.call(acceptTerms, wallet())
      },
      fetchProfile(): Promise<ApiResult<PlayerProfile>> {
        return context.call(getWalletProfile, wallet())
      },
      fetchGameToken(): Promise<ApiResult<GameLaunchResponse>> {
        return context.call(getGameToken, {
          body: { flashClient: false, gameCode: 'sportsbook', integrationChannelCode: 'WEB' },
          ...wallet(),
        })
      },
    },
  }
}
