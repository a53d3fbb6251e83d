// The session area: direct login, logout (which ends the session on the server too), the
// remembered username, the balance, polled while the tab is visible at the brand's
// user_wallet_poll_time, and the check when the tab becomes visible again (SPEC.md section 4).

import { getWalletBalance, logOut } from '../../domain/api/operator-wallet.ts'
import {
  type DirectLoginRequest,
  getSportsbookBalance,
  logIn,
} from '../../domain/api/player-login.ts'
import { checkPlayer, setPriceFormat } from '../../domain/api/player-records.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { SessionView } from '../../domain/engine/session.ts'
import type { StoredSession } from '../../domain/engine/stored-slices.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { isOddsFormat, type OddsFormat } from '../../domain/odds/formats.ts'
import {
  asSportsbookWallet,
  type OperatorWalletBalance,
  type SportsbookWallet,
} from '../../domain/player/wallet.ts'
import { isTokenExpiring, onVisibleAgain } from '../../domain/rules/session-token.ts'
import type { EngineContext } from '../context/context.ts'
import { ownCall } from '../context/own-call.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { walletCall } from '../context/wallet-call.ts'
import { fetchPlayerSession } from './player-session.ts'
import { createWalletSession } from './wallet-session.ts'

export function createSessionModule(context: EngineContext) {
  const { session, balance, wallet, settings, call, options } = context
  const storedSession = context.persistence.slice('session')
  const storedUsername = context.persistence.slice('saved-username')
  const storedOddsChoice = context.persistence.slice('odds-format')
  /** The session restored at start is no login: the bettor's odds choice stays. */
  let restoring = false
  let previousSession = session.get()
  let loggingIn = false
  let savedUsername: string | undefined
  let visible = true
  let walletTimer: ReturnType<typeof setTimeout> | undefined
  /** The operator wallet's own totals, when the player logged in through it. */
  let operatorWallet: OperatorWalletBalance | undefined
  const walletSession = createWalletSession(context)
  /**
   * The session the engine dropped itself (a 401 or 403, an expiring token) and the server may
   * still take: the logout that follows ends it there.
   */
  let unended: StoredSession | undefined
  /** The operator's token last logged in with when the tab became visible, taken or refused. */
  let triedExternalToken: string | undefined
  /**
   * Logins with an operator's token, one after another: a second sent while the first is on its
   * way (a host's double send, or another player's token) waits, then sees the session the
   * first opened, and so neither logs the bettor out with a spent token nor leaves a session
   * it replaced open on the server.
   */
  let operatorLogins: Promise<unknown> = Promise.resolve()
  function inTurn<T>(login: () => Promise<T>): Promise<T> {
    const turn = operatorLogins.then(login)
    operatorLogins = turn.catch(() => undefined)
    return turn
  }

  const changed = () => context.views.publish([topics.session])

  function sessionView(): SessionView {
    const current = session.get()
    if (!current)
      return {
        status: loggingIn ? 'logging-in' : 'anonymous',
        currency: context.currency().code,
        oddsFormat: context.oddsFormat(),
        ...(savedUsername === undefined ? {} : { savedUsername }),
      }
    const amount = balance.get()
    const details = wallet.get()
    return {
      status: 'logged-in',
      username: current.username,
      accountId: current.accountId,
      currency: current.currency,
      oddsFormat: context.oddsFormat(),
      ...(amount === undefined ? {} : { balance: amount }),
      ...(details === undefined ? {} : { wallet: { ...details } }),
      ...(operatorWallet === undefined ? {} : { operatorWallet: { ...operatorWallet } }),
    }
  }

  // Whoever ends the session (a logout, a 401 anywhere, an expiring token), it ends here alike.
  // Money moved on the server (a bet, a cash-out): read the wallet now rather than at the poll.
  context.moneyMoved.listen(() => scheduleWalletPoll(0))

  session.watch((current) => {
    unended = current ? undefined : (previousSession ?? unended)
    // A login brings the player's own odds format, saved with their account.
    if (current && !previousSession && !restoring && context.oddsChoice.get()) {
      context.oddsChoice.set(undefined)
      void storedOddsChoice.save(undefined)
    }
    previousSession = current
    operatorWallet = undefined
    balance.set(undefined)
    wallet.set(undefined)
    void storedSession.save(current)
    scheduleWalletPoll(0)
  })

  /**
   * A wallet login's balance is the operator wallet's (GET /accounts/me/balance), mapped to the
   * sportsbook wallet (SPEC.md section 3); any other login's is the sportsbook's own.
   */
  async function readWallet(): Promise<ApiResult<SportsbookWallet>> {
    const operatorSession = context.walletSession.get()
    if (!operatorSession)
      return ownCall(context, getSportsbookBalance, { query: { includeFullBalanceDetails: true } })
    const result = await call(getWalletBalance, walletCall(operatorSession))
    if (!result.ok) return result
    operatorWallet = result.data
    return { ok: true, data: asSportsbookWallet(result.data) }
  }

  async function refreshBalance(): Promise<ApiResult<number>> {
    const result = await readWallet()
    if (!result.ok) return result
    const { promoCash, totalLeftToWager, withdrawableAmount } = result.data
    wallet.set({ promoCash, totalLeftToWager, withdrawableAmount })
    balance.set(result.data.balance)
    return { ok: true, data: result.data.balance }
  }

  function scheduleWalletPoll(
    delayMs = options.walletPollMs ?? settings.get().user_wallet_poll_time,
  ): void {
    clearTimeout(walletTimer)
    walletTimer = undefined
    if (!session.get() || !visible) return
    walletTimer = setTimeout(() => {
      void refreshBalance().finally(() => scheduleWalletPoll())
    }, delayMs)
  }

  /** Logs the sportsbook session out on the server (DELETE /api/session), unless it expired. */
  async function endOnServer(ended: StoredSession | undefined): Promise<void> {
    if (!ended || isTokenExpiring(ended.expiresAt, context.now())) return
    // The engine holds the token no more: it goes as this call's own bearer.
    await call(logOut, { headers: { authorization: `Bearer ${ended.token}` } })
  }

  /**
   * The operator's token for its player (the host's message, its cookie on the tab's return)
   * stands for whoever the host has logged in now. Taken, it replaces the session, and the one
   * it replaces is ended on the server, of no further use to anyone; refused, it ends the
   * session, which may be another player's than the host's now.
   */
  async function logInWithOperatorToken(token: string): Promise<ApiResult<SessionView>> {
    const current = session.get()
    const result = await fetchPlayerSession(context, token)
    const replaced = session.get() !== undefined && session.get() !== current
    if (!result.ok || !replaced) {
      context.endSession('unauthorized')
      return result.ok
        ? {
            ok: false,
            error: {
              status: 200,
              code: 'invalid-response',
              message: 'The session came without its token or player',
            },
          }
        : result
    }
    if (current) await endOnServer(current)
    await refreshBalance()
    return { ok: true, data: sessionView() }
  }

  /**
   * SPEC.md section 4: the tab is visible again. An operator's token (its external-token cookie)
   * the app has not logged in with logs in again, and out if refused; else a held session is
   * asked about (checkplayer), and a refusal (401, 403) ends it as on any call.
   */
  async function checkOnVisible(cookieToken: string | undefined): Promise<void> {
    const current = session.get()
    const knownToken = current?.externalToken ?? triedExternalToken
    const next = onVisibleAgain({
      loggedIn: current !== undefined,
      ...(knownToken ? { knownToken } : {}),
      ...(cookieToken ? { cookieToken } : {}),
    })
    if (next === 'log-in-again' && cookieToken) {
      triedExternalToken = cookieToken
      await inTurn(() => logInWithOperatorToken(cookieToken))
    }
    if (next === 'check-session') {
      const checked = await call(checkPlayer)
      if (checked.ok && checked.data.accountId !== session.get()?.accountId)
        context.endSession('unauthorized')
    }
  }

  const views = {
    session: {
      create: () => ({
        initial: sessionView,
        dependencies: () => [topics.session, topics.settings],
        update(draft) {
          const next = sessionView()
          for (const key of Object.keys(draft) as (keyof SessionView)[])
            if (!(key in next)) delete draft[key]
          Object.assign(draft, next)
        },
      }),
    } satisfies ViewDefinition<NoParams, SessionView>,
  }

  return {
    views,
    async start() {
      const [stored, username, oddsChoice] = await Promise.all([
        storedSession.load(),
        storedUsername.load(),
        storedOddsChoice.load(),
      ])
      savedUsername = username
      if (oddsChoice) context.oddsChoice.set(oddsChoice)
      restoring = true
      if (stored && !isTokenExpiring(stored.expiresAt, context.now())) session.set(stored)
      else changed()
      restoring = false
      await walletSession.start()
    },
    stop() {
      clearTimeout(walletTimer)
      walletSession.stop()
    },
    commands: {
      /**
       * Shows every price in this format from now on, on this device; a logged-in player's
       * account keeps it too (the price-format update), for their next login anywhere.
       */
      async setOddsFormat(format: OddsFormat): Promise<ApiResult<null>> {
        if (!isOddsFormat(format))
          return {
            ok: false,
            error: { status: 0, code: 'invalid-format', message: 'no such odds format' },
          }
        context.oddsChoice.set(format)
        void storedOddsChoice.save(format)
        const current = session.get()
        if (!current) return { ok: true, data: null }
        const saved = await call(setPriceFormat, {
          body: { username: current.username, priceFormat: format },
        })
        return saved.ok ? { ok: true, data: null } : saved
      },
      async login(credentials: DirectLoginRequest): Promise<ApiResult<SessionView>> {
        loggingIn = true
        changed()
        const result = await call(logIn, {
          body: { username: credentials.username.trim(), password: credentials.password },
        })
        loggingIn = false
        if (!result.ok) {
          changed()
          return result
        }
        const { data } = result
        session.set({
          token: data.alsToken,
          expiresAt: data.expirationTimeInSeconds,
          username: data.username,
          accountId: data.accountId,
          currency: data.currency,
          // Until the player chooses a format, the brand's default stays (SPEC.md section 4).
          priceFormat: data.priceFormat ?? context.settings.get().default_price_format,
        })
        await refreshBalance()
        return { ok: true, data: sessionView() }
      },
      /**
       * Ends the session: drops the token, its stored copy and the cached balance at once, then
       * ends it on the server, and the wallet session of a wallet login with it; resolves when
       * the server has answered, so that the logout page is not opened before.
       */
      async logout(): Promise<void> {
        session.set(undefined)
        const ended = unended
        unended = undefined
        await Promise.all([endOnServer(ended), walletSession.end()])
      },
      /** Drops the cached balance; the next poll or login fetches it again. */
      async invalidateBalances(): Promise<void> {
        balance.set(undefined)
      },
      /** Remember-me: keeps the username for the next login form, or forgets it (undefined). */
      async rememberUsername(username: string | undefined): Promise<void> {
        savedUsername = username
        await storedUsername.save(username)
        changed()
      },
      refreshBalance,
      /**
       * The host's game token (opt.sportsbook.token, docs/embedding.md). The one this session
       * was opened with, sent again (a host's double send on its own reload), changes nothing:
       * it is spent, and its refusal would log the bettor out.
       */
      logInWithHostToken(token: string): Promise<ApiResult<SessionView>> {
        return inTurn(async () =>
          session.get()?.externalToken === token
            ? { ok: true, data: sessionView() }
            : logInWithOperatorToken(token),
        )
      },
      /** GET /api/session: the end of the gateway and wallet logins (player-session.ts). */
      async fetchPlayerSession(gameToken?: string) {
        const result = await fetchPlayerSession(context, gameToken)
        if (result.ok && session.get()) await refreshBalance()
        return result
      },
      /**
       * Tab visibility: the wallet polls only while the tab is visible, and the session is
       * checked when it becomes visible again (SPEC.md section 4), with the operator's
       * external-token cookie as the page reads it then.
       */
      async setVisible(isVisible: boolean, externalToken?: string): Promise<void> {
        const again = isVisible && !visible
        visible = isVisible
        scheduleWalletPoll(isVisible ? 0 : undefined)
        if (!again) return
        walletSession.visibleAgain()
        await checkOnVisible(externalToken)
      },
    },
  }
}
