// The engine: owns the live store, the betslip and the session, does all I/O, and keeps the
// UI's views up to date with patches. Built from its dependencies so the same code runs in the
// Web Worker and, in-process, in the integration tests.

import type { LiveEventsResponse } from '../domain/api/live-events.ts'
import type { BetslipStatus, PlacementResponse } from '../domain/api/placement.ts'
import type { DirectLoginResponse, SportsbookBalance } from '../domain/api/player-login.ts'
import type { ApiResult } from '../domain/api/result.ts'
import { slipLimit } from '../domain/bets/slip.ts'
import type { EngineApi } from '../domain/engine/api.ts'
import type { LiveEventsView, SessionView } from '../domain/engine/views.ts'
import { logoutReasonForResponse } from '../domain/errors/logout-rule.ts'
import { applyChanges } from '../domain/feed/apply-change.ts'
import type { ChangesPage } from '../domain/feed/protocol.ts'
import { createStore, createTouched, putEvent } from '../domain/feed/store.ts'
import type { Currency } from '../domain/money/currency.ts'
import { defaultSettings, parseSettings, type Settings } from '../domain/player/settings.ts'
import { isTokenExpiring } from '../domain/rules/session-token.ts'
import { betslipView, buildBetslipView, createBetslip } from './betslip.ts'
import { createLiveClient } from './live-client.ts'
import { liveEventsView } from './live-events-view.ts'
import { createPersistence, type KeyValueStorage, type StoredSession } from './persistence.ts'
import { createTransport, type RequestOptions, type Transport } from './transport.ts'
import { createViewHub } from './view-hub.ts'

export interface EngineDependencies {
  /** The API origin; '' for the page's own. */
  apiBase: string
  fetch: typeof fetch
  WebSocket: typeof WebSocket
  storage: KeyValueStorage
  brand?: string
  language?: string
  /** Overrides the brand's user_wallet_poll_time (tests). */
  walletPollMs?: number
  /** Overrides the brand's poll_changes_refresh_interval (tests). */
  pollIntervalMs?: number
  frameMs?: number
  now?: () => number
}

export function createEngine(deps: EngineDependencies): EngineApi & { stop(): void } {
  const now = deps.now ?? Date.now
  const store = createStore()
  const hub = createViewHub({ frameMs: deps.frameMs })
  const persistence = createPersistence(deps.storage)
  let session: StoredSession | undefined
  let balance: number | undefined
  let loggingIn = false
  let savedUsername: string | undefined
  let settings: Settings = defaultSettings
  let visible = true
  let liveStatus: { status: LiveEventsView['status']; streaming: boolean } = {
    status: 'loading',
    streaming: false,
  }
  let walletTimer: ReturnType<typeof setTimeout> | undefined

  const currency = (): Currency => ({
    code: session?.currency ?? settings.currencyCode,
    precision: settings.currency_precision,
  })
  const transport = createTransport({
    apiBase: deps.apiBase,
    fetch: deps.fetch,
    brand: deps.brand ?? 'demo',
    language: () => deps.language ?? 'en',
    priceFormat: () => session?.priceFormat ?? 'euro',
    token: () => session?.token,
  })
  /**
   * Every call goes through here, so the session rules hold for all of them (SPEC.md section 8):
   * an authenticated call with an expired token is cancelled and logs out (jwe_token_expired),
   * and a 401 or 403 on an /api/ or /xapi/ call while logged in logs out (unauthorized).
   */
  const request: Transport = async <T>(path: string, options?: RequestOptions) => {
    if (options?.authenticated && session && isTokenExpiring(session.expiresAt, now())) {
      await signIn(undefined)
      return {
        ok: false,
        error: { status: 401, code: 'jwe_token_expired', message: 'the session expired' },
      }
    }
    const result = await transport<T>(path, options)
    const loggedIn = session !== undefined
    if (!result.ok && logoutReasonForResponse({ path, status: result.error.status, loggedIn }))
      await signIn(undefined)
    return result
  }
  const betslip = createBetslip(store, currency, () => slipLimit(settings))

  const liveEventsChanged = hub.register(
    'live-events',
    liveEventsView(store, () => liveStatus),
  )
  const betslipChanged = hub.register(
    'betslip',
    betslipView(() => buildBetslipView(betslip, store, currency())),
  )
  const sessionChanged = hub.register<SessionView, true, true>('session', {
    initial: sessionView,
    collect: () => true,
    update(draft) {
      const next = sessionView()
      for (const key of Object.keys(draft) as (keyof SessionView)[])
        if (!(key in next)) delete draft[key]
      Object.assign(draft, next)
    },
  })

  function sessionView(): SessionView {
    if (!session)
      return {
        status: loggingIn ? 'logging-in' : 'anonymous',
        currency: currency().code,
        ...(savedUsername === undefined ? {} : { savedUsername }),
      }
    return {
      status: 'logged-in',
      username: session.username,
      accountId: session.accountId,
      currency: session.currency,
      ...(balance === undefined ? {} : { balance }),
    }
  }

  const streamUrl = new URL('/xapi/live/stream', deps.apiBase || globalThis.location.origin)
  streamUrl.protocol = streamUrl.protocol === 'https:' ? 'wss:' : 'ws:'
  const live = createLiveClient({
    streamUrl: streamUrl.href,
    WebSocket: deps.WebSocket,
    pollIntervalMs: () =>
      deps.pollIntervalMs ??
      (session
        ? settings.poll_changes_refresh_interval
        : settings.poll_changes_refresh_interval_logged_out),
    loadSnapshot: () => request<LiveEventsResponse>('/xapi/rest/live/events'),
    pollChanges: (after) => request<ChangesPage>('/xapi/live/changes', { query: { after } }),
    onSnapshot(snapshot) {
      store.events.clear()
      store.markets.clear()
      store.outcomes.clear()
      for (const event of snapshot.events) putEvent(store, event)
      liveStatus = { ...liveStatus, status: 'ready' }
      liveEventsChanged({ rebuild: true, status: 'ready' })
      betslipChanged(true)
    },
    onChanges(changes) {
      const touched = createTouched()
      applyChanges(store, changes, touched)
      liveEventsChanged({ touched })
      // A selection's price, or its market's status, may have moved: the slip shows both.
      const slipTouched = betslip.entries().some((entry) => {
        const marketId = store.outcomes.get(entry.outcomeId)?.marketId
        return (
          touched.outcomes.has(entry.outcomeId) ||
          (marketId !== undefined && touched.markets.has(marketId))
        )
      })
      if (slipTouched) betslipChanged(true)
    },
    onStreaming(streaming) {
      liveStatus = { ...liveStatus, streaming }
      liveEventsChanged({ streaming })
    },
  })

  function slipChanged(): void {
    betslipChanged(true)
    void persistence.saveBetslip(betslip.entries())
  }

  async function signIn(stored: StoredSession | undefined): Promise<void> {
    session = stored
    balance = undefined
    await persistence.saveSession(stored)
    sessionChanged(true)
    betslipChanged(true)
    scheduleWalletPoll(0)
  }

  async function loadSettings(): Promise<ApiResult<null>> {
    const result = await request<unknown>('/api/cached_settings')
    if (!result.ok) return result
    const parsed = parseSettings(result.data)
    // SPEC.md section 8: an unreadable setting is logged and keeps its default.
    for (const problem of parsed.problems) console.warn(`settings: ${problem}`)
    settings = parsed.settings
    sessionChanged(true)
    betslipChanged(true)
    return { ok: true, data: null }
  }

  async function refreshBalance(): Promise<ApiResult<number>> {
    const result = await request<SportsbookBalance>(
      `/xapi/icore/players/${encodeURIComponent(session?.username ?? '')}/balance/sportsbook`,
      { authenticated: true, query: { includeFullBalanceDetails: true } },
    )
    if (!result.ok) return result
    balance = result.data.balance
    sessionChanged(true)
    return { ok: true, data: balance }
  }

  function scheduleWalletPoll(delayMs = deps.walletPollMs ?? settings.user_wallet_poll_time): void {
    clearTimeout(walletTimer)
    walletTimer = undefined
    if (!session || !visible) return
    walletTimer = setTimeout(() => {
      void refreshBalance().finally(() => scheduleWalletPoll())
    }, delayMs)
  }

  const restored = (async () => {
    const [storedSession, storedSlip, storedUsername] = await Promise.all([
      persistence.loadSession(),
      persistence.loadBetslip(),
      persistence.loadSavedUsername(),
    ])
    savedUsername = storedUsername
    if (storedSession && !isTokenExpiring(storedSession.expiresAt, now()))
      await signIn(storedSession)
    if (storedSlip) betslip.restore(storedSlip)
  })()

  return {
    async start() {
      // Settings that fail to load leave the section 9 defaults in force; the slip still works.
      await Promise.all([restored, loadSettings()])
      const first = await live.start()
      if (!first.ok) {
        liveStatus = { ...liveStatus, status: 'failed' }
        liveEventsChanged({ rebuild: true, status: 'failed' })
      }
    },
    async subscribe(spec, listener) {
      return hub.subscribe(spec, listener)
    },
    async unsubscribe(subscriptionId) {
      hub.unsubscribe(subscriptionId)
    },
    async login(credentials) {
      loggingIn = true
      sessionChanged(true)
      const result = await request<DirectLoginResponse>('/xapi/icore/players/login', {
        method: 'POST',
        body: { username: credentials.username.trim(), password: credentials.password },
      })
      loggingIn = false
      if (!result.ok) {
        sessionChanged(true)
        return result
      }
      const { data } = result
      await signIn({
        token: data.alsToken,
        expiresAt: data.expirationTimeInSeconds,
        username: data.username,
        accountId: data.accountId,
        currency: data.currency,
        priceFormat: data.priceFormat,
      })
      await refreshBalance()
      return { ok: true, data: sessionView() }
    },
    async logout() {
      await signIn(undefined)
    },
    async invalidateBalances() {
      balance = undefined
      sessionChanged(true)
    },
    reloadSettings: loadSettings,
    async rememberUsername(username) {
      savedUsername = username
      await persistence.saveSavedUsername(username)
      sessionChanged(true)
    },
    refreshBalance,
    async addSelection(outcomeId) {
      if (betslip.add(outcomeId)) slipChanged()
    },
    async removeSelection(outcomeId) {
      if (betslip.remove(outcomeId)) slipChanged()
    },
    async setStake(outcomeId, stakeText) {
      // A refused keystroke changes nothing: the box shows the last good stake once it loses focus.
      if (betslip.setStake(outcomeId, stakeText)) slipChanged()
    },
    async placeBetslip({ accountId, request: betslipRequest, uuid }) {
      const result = await request<PlacementResponse>(
        `/xapi/rest/accounts/${encodeURIComponent(accountId)}/betslips`,
        {
          method: 'POST',
          query: { uuid },
          body: betslipRequest,
          authenticated: true,
          betRelated: true,
        },
      )
      if (!result.ok) return { ok: false, error: { ...result.error, reference: uuid } }
      balance = result.data.availableBalance
      sessionChanged(true)
      if (result.data.errors.length === 0) {
        betslip.clearPlaced(result.data.singles.map((single) => single.outcomeId))
        slipChanged()
      }
      return result
    },
    betslipStatus(betSlipId) {
      return request<BetslipStatus>(`/xapi/rest/betslips/${encodeURIComponent(betSlipId)}/status`, {
        method: 'PUT',
        authenticated: true,
        betRelated: true,
      })
    },
    async setVisible(isVisible) {
      visible = isVisible
      scheduleWalletPoll(isVisible ? 0 : undefined)
    },
    stop() {
      live.stop()
      clearTimeout(walletTimer)
      hub.flush()
    },
  }
}
