// The operator-hosted wallet's session once its login is over (SPEC.md section 7, Operator-hosted
// wallet; section 4): kept across reloads beside the sportsbook session, refreshed before it
// expires (POST /accounts/me/sessions/refresh) while the player is logged in, and ended at
// logout (DELETE /accounts/me/sessions), which ends the sportsbook sessions opened from it too.

import { logOutOfWallet, refreshWalletSession } from '../../domain/api/operator-wallet.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { isTokenExpiring, walletRefreshDelayMs } from '../../domain/rules/session-token.ts'
import type { EngineContext } from '../context/context.ts'
import { walletCall } from '../context/wallet-call.ts'

export function createWalletSession(context: EngineContext) {
  const { walletSession, session } = context
  const stored = context.persistence.slice('wallet-session')
  let refreshTimer: ReturnType<typeof setTimeout> | undefined

  /** A new wallet session in place of this one (the old one ends on the server). */
  async function refresh(): Promise<ApiResult<unknown>> {
    const result = await context.call(refreshWalletSession, walletCall(walletSession.get()))
    if (result.ok)
      walletSession.set({
        token: result.data.sessionToken,
        expiresAt: Math.floor(context.now() / 1000) + result.data.expiresIn,
      })
    return result
  }

  function scheduleRefresh(): void {
    clearTimeout(refreshTimer)
    const wallet = walletSession.get()
    if (!wallet || !session.get()) return
    refreshTimer = setTimeout(
      () => void refresh(),
      walletRefreshDelayMs(wallet.expiresAt, context.now()),
    )
  }

  walletSession.watch((wallet) => {
    void stored.save(wallet)
    scheduleRefresh()
  })
  session.watch(scheduleRefresh)

  return {
    async start(): Promise<void> {
      const kept = await stored.load()
      if (kept && !isTokenExpiring(kept.expiresAt, context.now())) walletSession.set(kept)
    },
    stop(): void {
      clearTimeout(refreshTimer)
    },
    /** The tab is visible again: a refresh that came due while its timer slept is made now. */
    visibleAgain: scheduleRefresh,
    /** Logs out of the wallet, if logged in to it; a refusal means it had ended already. */
    async end(): Promise<void> {
      const wallet = walletSession.get()
      if (!wallet) return
      walletSession.set(undefined)
      if (isTokenExpiring(wallet.expiresAt, context.now())) return
      await context.call(logOutOfWallet, walletCall(wallet))
    },
  }
}
