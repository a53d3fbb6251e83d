// The one context every engine module is built from: the transport that applies the session
// rules to every call, the live store, the view hub, persistence, the clock, the session and the
// settings, and the signals modules send each other (money moved) and the UI (notices). Modules
// reach each other only through it, and through the live stream engine.ts hands some of them.

import type { SportsbookBalance } from '../../domain/api/player-login.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { SettingsChannel } from '../../domain/api/settings.ts'
import type { CurrencyEntry } from '../../domain/api/site.ts'
import type { EngineNotice } from '../../domain/engine/notices.ts'
import type { StoredSession, WalletSession } from '../../domain/engine/stored-slices.ts'
import { type LogoutReason, logoutReasonForResponse } from '../../domain/errors/logout-rule.ts'
import type { Freshness } from '../../domain/feed/freshness.ts'
import { createStore, type LiveStore, type Touched } from '../../domain/feed/store.ts'
import { type Currency, currencyIn } from '../../domain/money/currency.ts'
import type { OddsFormat } from '../../domain/odds/formats.ts'
import { defaultSettings, type Settings } from '../../domain/player/settings.ts'
import { oddsTypeOnLogin } from '../../domain/rules/login-price-format.ts'
import { originIdOf } from '../../domain/rules/origin-id.ts'
import { isTokenExpiring } from '../../domain/rules/session-token.ts'
import { type Call, createCall } from './call.ts'
import { createClientReports, type Report } from './client-reports.ts'
import { createPersistence, type KeyValueStorage, type Persistence } from './persistence.ts'
import { createSignal, type Signal } from './signal.ts'
import { topics } from './topics.ts'
import { createTransport, type RequestOptions, type Transport } from './transport.ts'
import { createViewHub, type ViewHub } from './view-hub.ts'

export interface EngineOptions {
  /** The API origin; '' for the page's own. */
  apiBase: string
  fetch: typeof fetch
  WebSocket: typeof WebSocket
  storage: KeyValueStorage
  /** The brand header; without one the server takes the brand from the host name. */
  brand?: string
  language?: string
  /** Overrides the brand's user_wallet_poll_time (tests). */
  walletPollMs?: number
  /** Overrides the brand's poll_changes_refresh_interval (tests). */
  pollIntervalMs?: number
  frameMs?: number
  now?: () => number
}

export type WalletDetails = Pick<
  SportsbookBalance,
  'promoCash' | 'totalLeftToWager' | 'withdrawableAmount'
>

/** What the page tells the engine at start: which brand, which language. */
export interface PageContext {
  brand?: string
  language: string
  /** Opened by the native app's web view (SPEC.md section 2, betslip-origin). */
  nativeApp?: boolean
  /** Whose settings the brand serves the page (SPEC.md section 7, cached_settings `c`). */
  channel?: SettingsChannel
}

/** A value modules share: setting it publishes its topic to the views and tells its watchers. */
export interface Cell<T> {
  get(): T
  set(value: T): void
  /** Calls the watcher at every change from now on. */
  watch(watcher: (value: T) => void): void
  /** Calls the watcher with the value now, then at every change: for a module made after a set. */
  follow(watcher: (value: T) => void): void
}

export interface EngineContext {
  options: EngineOptions
  now: () => number
  /** Every HTTP call, with SPEC.md section 8's session rules applied. */
  request: Transport
  /** A call of the route table (domain/api/route-table.ts): how modules reach the API. */
  call: Call
  store: LiveStore
  views: ViewHub
  persistence: Persistence
  session: Cell<StoredSession | undefined>
  /** The wallet session of a wallet login: refreshed before it expires, ended at logout. */
  walletSession: Cell<WalletSession | undefined>
  /** The player's balance in minor units; undefined until known. A placement sets it too. */
  balance: Cell<number | undefined>
  /**
   * Money moved on the server outside a balance answer (a bet placed, a cash-out paid, a stake
   * refunded): the wallet is read again and My bets reloads.
   */
  moneyMoved: Signal
  /** The rest of the sportsbook wallet (promo cash, what is withdrawable); undefined until known. */
  wallet: Cell<WalletDetails | undefined>
  settings: Cell<Settings>
  /** The server's currencies (GET /xapi/rest/currencies): each one's minor unit and scale. */
  currencies: Cell<readonly CurrencyEntry[]>
  /** The brand and language of the page the engine serves (engine.start sets them). */
  page: Cell<PageContext>
  /**
   * Whether the store's prices can be trusted: set by the live area when it flips. A stale price
   * is neither added to the slip nor placed.
   */
  freshness: Cell<Freshness>
  /**
   * The currency amounts are in: the player's once logged in, else the brand's, as the server's
   * list has it with the brand's currency_precision.
   */
  currency(): Currency
  /** The odds format the bettor picked on this device, until a login brings the player's own. */
  oddsChoice: Cell<OddsFormat | undefined>
  /** The format prices are shown in: the bettor's pick, the player's, else the brand's. */
  oddsFormat(): OddsFormat
  /** Where a placement says it came from: the native app's id when the brand forces it. */
  originId(): number
  /** Ends the session from inside the engine and tells the UI, which runs its logout. */
  endSession(reason: LogoutReason): void
  /**
   * Each batch of the stream (and each snapshot) as the live area applies it, with the records it
   * touched. Views hear the store once a flush, so two batches between flushes (a goal, then the
   * score set back) read as nothing; what must hear every step listens here.
   */
  liveBatches: Signal<Touched>
  notices: Signal<EngineNotice>
  /** Tells the server what went wrong on the client (SPEC.md section 8); sent, never awaited. */
  report: Report
}

export function createContext(options: EngineOptions): EngineContext {
  const now = options.now ?? Date.now
  const views = createViewHub({ frameMs: options.frameMs, now })
  const cell = <T>(topic: string, initial: T): Cell<T> => {
    let value = initial
    const watchers: ((value: T) => void)[] = []
    return {
      get: () => value,
      set(next) {
        value = next
        views.publish([topic])
        for (const watcher of watchers) watcher(next)
      },
      watch: (watcher) => void watchers.push(watcher),
      follow(watcher) {
        watchers.push(watcher)
        watcher(value)
      },
    }
  }
  const session = cell<StoredSession | undefined>(topics.session, undefined)
  const walletSession = cell<WalletSession | undefined>(topics.session, undefined)
  const balance = cell<number | undefined>(topics.session, undefined)
  const wallet = cell<WalletDetails | undefined>(topics.session, undefined)
  const settings = cell<Settings>(topics.settings, defaultSettings)
  const currencies = cell<readonly CurrencyEntry[]>(topics.settings, [])
  const oddsChoice = cell<OddsFormat | undefined>(topics.session, undefined)
  const page = cell<PageContext>(topics.settings, {
    ...(options.brand === undefined ? {} : { brand: options.brand }),
    language: options.language ?? 'en',
  })
  const freshness = cell<Freshness>(topics.freshness, { stale: false })
  const notices = createSignal<EngineNotice>()

  function endSession(reason: LogoutReason): void {
    if (!session.get()) return
    session.set(undefined)
    notices.emit({ type: 'session.ended', reason })
  }

  const transport = createTransport({
    apiBase: options.apiBase,
    fetch: options.fetch,
    brand: () => page.get().brand,
    language: () => page.get().language,
    priceFormat: () => session.get()?.priceFormat ?? 'euro',
    token: () => session.get()?.token,
    onMaintenance: () => notices.emit({ type: 'maintenance' }),
  })

  /**
   * SPEC.md section 8, for every call: an authenticated call with an expiring token is not sent
   * and ends the session (jwe_token_expired); a 401 or 403 on an /api/ or /xapi/ call while
   * logged in ends it too (unauthorized), if it is still the session the call went with.
   */
  async function request<T>(path: string, call: RequestOptions<T>): Promise<ApiResult<T>> {
    const current = session.get()
    if (call.authenticated && current && isTokenExpiring(current.expiresAt, now())) {
      endSession('jwe_token_expired')
      return {
        ok: false,
        error: { status: 401, code: 'jwe_token_expired', message: 'the session expired' },
      }
    }
    const result = await transport(path, call)
    if (!result.ok) {
      const reason = logoutReasonForResponse({
        path,
        status: result.error.status,
        loggedIn: session.get() !== undefined,
      })
      // Only the session the call went with is ended: one that came while it travelled (a login
      // again, on the tab's return) is not the one refused.
      if (reason && session.get() === current) endSession(reason)
    }
    return result
  }

  const call = createCall(request, () => ({
    portalId: settings.get().portal_id,
    portalToken: settings.get().portal_token,
    publication: settings.get().last_publication_timestamp,
    // SPEC.md section 7's origin is MOBILE; a desktop page says so where it can, in mc.
    channel: page.get().channel ?? 'mobile',
  }))

  return {
    options,
    now,
    request,
    call,
    store: createStore(),
    views,
    persistence: createPersistence(options.storage),
    session,
    walletSession,
    balance,
    wallet,
    moneyMoved: createSignal(),
    settings,
    page,
    freshness,
    currencies,
    currency() {
      const code = session.get()?.currency ?? settings.get().currencyCode
      const { currency_precision: precision } = settings.get()
      // Only a list that never came lacks it: the brand's minor unit, nothing scaled.
      return currencyIn(currencies.get(), code, precision) ?? { code, precision, displayScale: 1 }
    },
    oddsChoice,
    oddsFormat() {
      const playerFormat = session.get()?.priceFormat
      return (
        oddsChoice.get() ?? oddsTypeOnLogin(playerFormat) ?? settings.get().default_price_format
      )
    },
    originId: () =>
      originIdOf({
        isNativeApp: page.get().nativeApp === true,
        forceBetslipOriginId: settings.get().force_betslip_origin_id,
      }),
    endSession,
    liveBatches: createSignal<Touched>(),
    notices,
    report: createClientReports(call, now),
  }
}
