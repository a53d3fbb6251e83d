// The my-bets area (SPEC.md sections 4 and 7): the newest open bets, a page more each time the
// bettor asks, reloaded while someone looks at them and whenever money moves, with each leg's
// price taken from the live store as it changes;
// the open-bet count, polled at betcount_polling_interval until it comes back empty and again
// after a bet is placed; and the cash-out statechart's two calls. Settled bets: bet-history.ts.

import {
  type CashoutConfirmResponse,
  type CashoutOfferResponse,
  type CashoutRequest,
  cashOutBet,
  getCashOutOffer,
} from '../../domain/api/cash-out.ts'
import {
  getBetCount,
  getOpenBets,
  type OpenBet,
  openBetsMostAtOnce,
  openBetsPageSize,
} from '../../domain/api/open-bets.ts'
import { type ApiResult, isUnanswered } from '../../domain/api/result.ts'
import type { BetCountView, OpenBetsView } from '../../domain/engine/my-bets.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { uuidFrom } from '../../domain/rules/uuid.ts'
import type { EngineContext } from '../context/context.ts'
import { createSignal } from '../context/signal.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { withLivePrices } from './live-prices.ts'

export function createMyBetsModule(context: EngineContext) {
  const { session, store, settings } = context
  let bets: OpenBet[] = []
  /** How many of the newest open bets the bettor has asked to see. */
  let shown = openBetsPageSize
  let status: OpenBetsView['status'] = 'logged-out'
  let error: string | undefined
  let count = 0
  let watchers = 0
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let countTimer: ReturnType<typeof setTimeout> | undefined
  /** A login or logout, or money moved: a bet shown on its own is read again. */
  const betsChanged = createSignal()

  const changed = () => context.views.publish([topics.myBets])

  async function loadOpenBets(): Promise<void> {
    const accountId = session.get()?.accountId
    if (!accountId) return
    if (status !== 'loaded') status = 'loading'
    const result = await context.call(getOpenBets, {
      params: { accountId },
      query: { limit: shown },
    })
    if (!session.get()) return
    if (result.ok) {
      bets = result.data.bets
      count = result.data.count
      status = 'loaded'
      error = undefined
    } else {
      status = 'failed'
      error = result.error.message
    }
    changed()
  }

  /** While a view shows the bets, they are read again at the brand's refresh interval. */
  function scheduleRefresh(): void {
    clearTimeout(refreshTimer)
    refreshTimer = undefined
    if (watchers === 0 || !session.get()) return
    refreshTimer = setTimeout(
      () => void loadOpenBets().finally(scheduleRefresh),
      context.options.pollIntervalMs ?? settings.get().poll_changes_refresh_interval,
    )
  }

  /** SPEC.md section 4: the count poll stops once it comes back empty. */
  function scheduleCount(delayMs = settings.get().betcount_polling_interval): void {
    clearTimeout(countTimer)
    countTimer = undefined
    if (!session.get()) return
    countTimer = setTimeout(async () => {
      const accountId = session.get()?.accountId
      if (!accountId) return
      const result = await context.call(getBetCount, { params: { accountId } })
      if (!session.get()) return
      if (result.ok && result.data.count !== count) {
        count = result.data.count
        changed()
      }
      if (!result.ok || result.data.count > 0) scheduleCount()
    }, delayMs)
  }

  session.watch((current) => {
    bets = []
    shown = openBetsPageSize
    count = 0
    error = undefined
    status = current ? 'loading' : 'logged-out'
    changed()
    betsChanged.emit()
    if (!current) {
      clearTimeout(refreshTimer)
      clearTimeout(countTimer)
      return
    }
    scheduleCount(0)
    if (watchers > 0) void loadOpenBets().finally(scheduleRefresh)
  })

  // A bet placed or a cash-out paid: the list and the count are out of date, and the count poll
  // resumes (SPEC.md section 4).
  context.moneyMoved.listen(() => {
    betsChanged.emit()
    scheduleCount(0)
    if (watchers > 0) void loadOpenBets().finally(scheduleRefresh)
  })

  /** The bets with each open leg's price as the live store has it now. */
  const withLivePricesNow = (): OpenBet[] => bets.map((bet) => withLivePrices(bet, store))

  const openBetsView: ViewDefinition<NoParams, OpenBetsView> = {
    create() {
      watchers++
      if (watchers === 1) void loadOpenBets().finally(scheduleRefresh)
      const build = (): OpenBetsView => ({
        status,
        bets: withLivePricesNow(),
        count,
        ...(error === undefined ? {} : { error }),
      })
      return {
        initial: build,
        dependencies() {
          const list: string[] = [topics.myBets, topics.session]
          for (const bet of bets)
            for (const leg of bet.legs) list.push(topics.outcome(leg.outcomeId))
          return list
        },
        update(draft) {
          const next = build()
          draft.status = next.status
          draft.count = next.count
          if (next.error === undefined) delete draft.error
          else draft.error = next.error
          // Bets that did not change keep their identity: only a moved one re-renders.
          draft.bets.length = next.bets.length
          next.bets.forEach((bet, index) => {
            if (
              draft.bets[index]?.betId !== bet.betId ||
              JSON.stringify(draft.bets[index]) !== JSON.stringify(bet)
            )
              draft.bets[index] = bet
          })
        },
        release() {
          watchers--
          if (watchers === 0) clearTimeout(refreshTimer)
        },
      }
    },
  }

  const betCountView: ViewDefinition<NoParams, BetCountView> = {
    create: () => ({
      initial: () => ({ count }),
      dependencies: () => [topics.myBets],
      update(draft) {
        draft.count = count
      },
    }),
  }

  return {
    views: {
      'open-bets': openBetsView,
      // A bet's own page is seldom the first screen: its code is fetched when one is shown.
      'open-bet': {
        load: async () => (await import('./open-bet-view.ts')).openBetView(context, betsChanged),
      },
      'bet-count': betCountView,
    },
    stop() {
      clearTimeout(refreshTimer)
      clearTimeout(countTimer)
    },
    commands: {
      /** The cash-out statechart's offer: what the bet can be cashed out for now. */
      cashoutOffer(accountId: string, betId: string): Promise<ApiResult<CashoutOfferResponse>> {
        return context.call(getCashOutOffer, { params: { accountId, betId } })
      },
      /** The cash-out statechart's confirmation, with a request id of its own. */
      async confirmCashout(
        accountId: string,
        request: CashoutRequest,
      ): Promise<ApiResult<CashoutConfirmResponse>> {
        const result = await context.call(cashOutBet, {
          params: { accountId },
          query: { uuid: uuidFrom(crypto.getRandomValues(new Uint8Array(16))) },
          body: request,
        })
        // No answer may still be a cash-out paid: the balance and the bets are read again, so
        // the bettor sees what happened rather than the offer from before it.
        if (result.ok ? result.data.status === 'cashedOut' : isUnanswered(result.error))
          context.moneyMoved.emit()
        return result
      },
      reload: loadOpenBets,
      /** The next page of older open bets, read with those shown in one call. */
      showMoreOpenBets(): Promise<void> {
        shown = Math.min(shown + openBetsPageSize, openBetsMostAtOnce)
        return loadOpenBets()
      },
    },
  }
}
