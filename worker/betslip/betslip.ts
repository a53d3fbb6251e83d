// The betslip area: the bettor's selections and stakes (kept across reloads), the slip view
// priced from the live store, and placement. Every command answers a result; a refused change
// (a 16th selection) is also shown on the slip until the next change.

import {
  type BetslipModelRequest,
  bookBetslip,
  getParlayExtraWinnings,
  getPriceAcceptance,
  setPriceAcceptance,
} from '../../domain/api/betslip-model.ts'
import { getMarkets } from '../../domain/api/events.ts'
import { pathWith } from '../../domain/api/operation.ts'
import {
  type BetslipStatus,
  checkBetslipStatus,
  type PlaceBetslipRequest,
  type PlacementResponse,
  placeBetslip,
} from '../../domain/api/placement.ts'
import { type ApiResult, notLoggedIn } from '../../domain/api/result.ts'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import {
  type EpwPromoFilterValue,
  nextExtraWinningsTier,
} from '../../domain/bets/parlay-extra-winnings.ts'
import type { BetslipSelection, BetslipView, FreeBetStake } from '../../domain/engine/betslip.ts'
import type { StoredSession } from '../../domain/engine/stored-slices.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { type BetErrorCode, betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import { placementFailedReport } from '../../domain/errors/client-reports.ts'
import { isLive } from '../../domain/events/live.ts'
import { createTouched, putMarket } from '../../domain/feed/store.ts'
import { minorToDisplay } from '../../domain/money/currency.ts'
import { addQuickStake } from '../../domain/money/quick-stakes.ts'
import { toNumber } from '../../domain/money/ratio.ts'
import type { Settings } from '../../domain/player/settings.ts'
import type { EngineContext } from '../context/context.ts'
import type { LiveStream } from '../context/live-stream.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { stakesAfterRemoval } from './combinations.ts'
import { createModelRefresh, type RefreshStatus } from './model-refresh.ts'
import { buildBetslipView, createBetslip, showBetslip, singleStake } from './selections.ts'

export interface PlaceBetslipInput {
  accountId: string
  request: PlaceBetslipRequest
  /** The request id (SPEC.md section 5): placement is idempotent on it. */
  uuid: string
}

const done: ApiResult<null> = { ok: true, data: null }

/** The price feed failed (SPEC.md section 8): what a stale price is to the bettor. */
const stalePricesCode = 'RES-00046'

export function createBetslipModule(context: EngineContext, liveStream: LiveStream) {
  const { store, views, call, settings } = context
  const slip = createBetslip(store, context.currency, settings.get)
  const storedSlip = context.persistence.slice('betslip')
  let refusal: BetslipView['refusal']
  const loadingMarkets = new Set<string>()
  /** Slips held for the in-play delay, by betSlipId: the selections to clear once taken. */
  const held = new Map<string, string[]>()
  let tolerancePercent: number | null | undefined
  /** The last markets-by-ids request's: rejected until one answers. */
  let marketsStatus: RefreshStatus = 'fulfilled'

  // The player's tolerance is theirs on every device: read at login, forgotten at logout. The
  // slip's code may come after the login (slip-area.ts): a session already there is read now.
  const readTolerance = (current: StoredSession | undefined) => {
    tolerancePercent = undefined
    views.publish([topics.betslip])
    if (!current?.accountId) return
    void call(getPriceAcceptance, { params: { accountId: current.accountId } }).then((result) => {
      if (!result.ok || context.session.get()?.accountId !== current.accountId) return
      tolerancePercent = result.data.tolerancePercent
      views.publish([topics.betslip])
    })
  }
  context.session.follow(readTolerance)

  function clearPlaced(outcomeIds: string[]): void {
    slip.clearPlaced(outcomeIds)
    changed()
  }
  /** Minor units as the stake box would hold them (thousand-scale currencies in thousands). */
  const stakeText = (minor: number) => String(toNumber(minorToDisplay(minor, context.currency())))

  /** The markets of the selections wanted, each once. */
  const marketsOf = (wanted: (selection: BetslipSelection) => boolean): string[] => [
    ...new Set(
      slip
        .selections()
        .flatMap((selection) =>
          wanted(selection) && selection.marketId ? [selection.marketId] : [],
        ),
    ),
  ]

  /**
   * A selection whose market the store does not hold (a slip restored after a reload, a pre-match
   * market no list on screen has loaded) gets it by id (SPEC.md section 7, markets by ids), so
   * the slip shows its price and the stream keeps it current. `wanted` picks the selections;
   * a market already loading is not asked for twice. Answers whether the server answered: only
   * an answer says which markets it left out.
   */
  async function loadMarkets(wanted: (selection: BetslipSelection) => boolean): Promise<boolean> {
    const missing = marketsOf(wanted).filter((marketId) => !loadingMarkets.has(marketId))
    if (missing.length === 0) return false
    for (const marketId of missing) loadingMarkets.add(marketId)
    const result = await context.call(getMarkets, {
      query: { ids: missing.join(','), includePrices: true },
    })
    for (const marketId of missing) loadingMarkets.delete(marketId)
    // SPEC.md section 8: logged with its reason, and the slip says it could not be priced.
    if (!result.ok) {
      console.warn(`error on marketsById call: ${result.error.message}`)
      marketsStatus = 'rejected'
      views.publish([topics.betslip])
      return false
    }
    marketsStatus = 'fulfilled'
    const touched = createTouched()
    for (const market of result.data.markets)
      if ('outcomes' in market && market.outcomes.length > 0) putMarket(store, market, touched)
    views.publish([...touchedTopics(touched), topics.betslip])
    return true
  }

  const missing = (selection: BetslipSelection) => !store.outcomes.has(selection.outcomeId)

  /** Restored selections still without their market: each market asked for alone. */
  async function settleMarketsLeftOut(): Promise<void> {
    const marketIds = marketsOf(missing)
    if (marketIds.length === 0) return
    // Fetched on first use, as load-booking.ts is: most restored slips have every market.
    const { readMarketsAlone } = await import('./market-alone.ts')
    const gone = await readMarketsAlone(context, marketIds)
    const closed = slip
      .selections()
      .filter((selection) => selection.marketId !== undefined && gone.includes(selection.marketId))
    for (const selection of closed) slip.remove(selection.outcomeId)
    // Saved without them even when the slip's refresh marked their outcomes closed first.
    if (gone.length > 0) changed()
    else views.publish([topics.betslip])
  }

  const notInPlay = (selection: BetslipSelection) => !isLive(store.events.get(selection.eventId))
  // After the stream's gap, a market the stream does not carry in play may have moved.
  liveStream.afterSnapshot(() => void loadMarkets(notInPlay))

  const modelRefresh = createModelRefresh(
    context,
    modelRequestOf,
    (model) => {
      // SPEC.md section 4: outcomes the server marks closed (C) leave the slip, which is saved
      // without them and refreshed, so the model shown is the one of the slip as it is now.
      const closed = model.singles.filter((single) => single.outcomeState === 'C')
      const removed = closed.filter((single) => removeSelection(single.outcomeId))
      if (removed.length > 0) changed()
      else views.publish([topics.betslip])
    },
    () => views.publish([topics.betslip]),
  )

  /** SPEC.md section 4: the system stakes go with it; the multiple's stays while it is one. */
  function removeSelection(outcomeId: string): boolean {
    const multipleOf = (view: BetslipView) =>
      view.combinations.find((combination) => combination.kind === 'multiple')?.betTypeId
    const before = multipleOf(build())
    if (!slip.remove(outcomeId)) return false
    slip.replaceCombinationStakes(
      stakesAfterRemoval(slip.combinationStakes(), before, multipleOf(build())),
    )
    return true
  }

  const staked = (view: BetslipView, kind: 'multiple' | 'system') =>
    view.combinations
      .filter((combination) => combination.kind === kind && combination.unitStake > 0)
      .map(({ betTypeId, unitStake }) => ({ betTypeId, unitStake }))

  /** The slip as the refresh sends it: every selection, and the staked combinations. */
  function modelRequestOf(): BetslipModelRequest {
    const view = build()
    return {
      // As priced: at a negative price the stake risked, not the figure typed.
      singles: view.selections.map((selection) => ({
        outcomeId: selection.outcomeId,
        ...singleStake(selection),
        ...(selection.eachWay ? { eachWay: true } : {}),
        ...(selection.banker ? { banker: true } : {}),
      })),
      // Every staked combination, placeable or not, so the server's errors say why one is not.
      multiples: staked(view, 'multiple'),
      systems: staked(view, 'system'),
      userAcceptOdds: slip.acceptOdds(),
      ...(slip.promoCashFirst() ? { usePromoCash: true } : {}),
    }
  }

  const build = (): BetslipView => {
    const view = buildBetslipView(
      slip,
      store,
      context.currency(),
      refusal,
      settings.get(),
      modelRefresh.latest(),
      context.oddsFormat(),
    )
    const legs = view.selections.filter((selection) => selection.available).length
    const next = legs > 0 ? nextExtraWinningsTier(accaTiers, legs) : undefined
    return {
      ...view,
      refreshStatus: marketsStatus === 'rejected' ? 'rejected' : modelRefresh.status(),
      ...(next ? { nextAccaBonus: next } : {}),
    }
  }

  /**
   * The acca bonus tiers, asked once the brand's settings offer the bonus (SPEC.md section 3): at
   * once when they came before the slip's code.
   */
  let accaTiers: readonly EpwPromoFilterValue[] = []
  let tiersAsked = false
  const askTiers = (current: Settings) => {
    if (!current.enable_parlay_extra_winnings || tiersAsked) return
    tiersAsked = true
    void call(getParlayExtraWinnings).then((result) => {
      if (!result.ok) {
        tiersAsked = false
        return
      }
      accaTiers = result.data.epwPromoFilterValues
      views.publish([topics.betslip])
    })
  }
  settings.follow(askTiers)

  /** Any change to the selections: a refusal shown for an earlier one is over. */
  function changed(addedOutcomeId?: string): void {
    refusal = undefined
    views.publish([topics.betslip])
    void storedSlip.save(slip.selections())
    modelRefresh.schedule(addedOutcomeId ? [addedOutcomeId] : [])
  }

  function refuse(code: BetErrorCode): ApiResult<null> {
    refusal = { code, message: betErrorMeaning(code) }
    views.publish([topics.betslip])
    return { ok: false, error: { status: 0, code, message: refusal.message } }
  }

  const betslipView: ViewDefinition<NoParams, BetslipView> = {
    create: () => {
      return {
        initial: () => ({
          ...build(),
          ...(tolerancePercent === undefined ? {} : { tolerancePercent }),
        }),
        dependencies() {
          const list: string[] = [topics.betslip, topics.session, topics.settings]
          // A selection's price or its market's status may move: the slip shows both.
          for (const { outcomeId } of slip.selections()) {
            list.push(topics.outcome(outcomeId))
            const marketId = store.outcomes.get(outcomeId)?.marketId
            if (marketId !== undefined) list.push(topics.market(marketId))
          }
          return list
        },
        update(draft) {
          showBetslip(draft, build())
          if (tolerancePercent === undefined) delete draft.tolerancePercent
          else draft.tolerancePercent = tolerancePercent
        },
      }
    },
  }

  return {
    views: { betslip: betslipView },
    stop() {
      modelRefresh.stop()
    },
    async start() {
      const stored = await storedSlip.load()
      if (stored) {
        slip.restore(stored)
        views.publish([topics.betslip])
        // A failed markets-by-ids says nothing of which markets are gone: none leaves the slip.
        void loadMarkets(missing).then((answered) =>
          answered ? settleMarketsLeftOut() : undefined,
        )
        modelRefresh.schedule(slip.selections().map((selection) => selection.outcomeId))
      }
    },
    commands: {
      /**
       * RES-00247 when the slip is full, RES-00098 when the outcome has no price here, RES-00046
       * when prices are stale (domain/feed/freshness.ts): the price shown may be long gone.
       */
      async add(outcomeId: string): Promise<ApiResult<null>> {
        if (context.freshness.get().stale) return refuse(stalePricesCode)
        const added = slip.add(outcomeId)
        if (!added.ok) return refuse(added.code)
        if (added.added) changed(outcomeId)
        return done
      },
      /** The server's refresh of the slip, and its markets not loaded, again after a rejection. */
      async refresh(): Promise<ApiResult<null>> {
        void loadMarkets(missing)
        modelRefresh.schedule()
        views.publish([topics.betslip])
        return done
      },
      /** One selection off the slip, as removeSelection takes it. */
      async remove(outcomeId: string): Promise<ApiResult<null>> {
        if (removeSelection(outcomeId)) changed()
        return done
      },
      /** The stake box's text for one selection, parsed by SPEC.md section 5's rules. */
      async setStake(outcomeId: string, stakeText: string): Promise<ApiResult<null>> {
        // A refused keystroke changes nothing: the box shows the last good stake once it loses
        // focus, so it is no error to show either.
        if (slip.setStake(outcomeId, stakeText)) changed()
        return done
      },
      /** A quick-stake tap: its value, in displayed units, added to the selection's stake. */
      async addStake(outcomeId: string, value: number): Promise<ApiResult<null>> {
        const selection = slip.selections().find((each) => each.outcomeId === outcomeId)
        if (!selection) return done
        const stake = addQuickStake(selection.unitStake, value, context.currency())
        if (slip.setStake(outcomeId, stakeText(stake))) changed()
        return done
      },
      /** The stake of the multiple or a system bet, by its betTypeId. */
      async setCombinationStake(betTypeId: number, stakeText: string): Promise<ApiResult<null>> {
        if (slip.setCombinationStake(betTypeId, stakeText)) changed()
        return done
      },
      /** Keeps the slip under a booking code that loads it again, on any device. */
      async book(): Promise<ApiResult<{ code: string }>> {
        return call(bookBetslip, { body: modelRequestOf() })
      },
      /** Loads a booked slip onto this one (load-booking.ts, fetched on first use). */
      async loadBooking(code: string): Promise<ApiResult<null>> {
        const { loadBooking } = await import('./load-booking.ts')
        return loadBooking(context, liveStream, { slip, stakeText, changed }, code)
      },
      /** Whether the stake comes from promo cash first. */
      async setUsePromoCash(use: boolean): Promise<ApiResult<null>> {
        if (slip.setPromoCashFirst(use)) changed()
        return done
      },
      /** Each-way on one selection: taken only where the refresh says it shows each-way. */
      async setEachWay(outcomeId: string, eachWay: boolean): Promise<ApiResult<null>> {
        if (slip.setEachWay(outcomeId, eachWay)) changed()
        return done
      },
      /**
       * SPEC.md section 4's free-bet stake values: 'max' stakes the most free money the single
       * may take (the server's last refresh says, else the wallet's promo cash) and no cash; null
       * stakes neither, the stake back to 0.
       */
      async setFreeBet(outcomeId: string, stake: FreeBetStake): Promise<ApiResult<null>> {
        const priced = modelRefresh
          .latest()
          ?.singles.find((single) => single.outcomeId === outcomeId)
        const most = priced?.maxFreeMoneyStake ?? context.wallet.get()?.promoCash ?? 0
        const freeMoney = stake === 'max' ? most : 0
        const chosen = slip.setFreeBet(outcomeId, stake === 'max')
        const staked = slip.setStake(outcomeId, stakeText(freeMoney))
        if (chosen || staked) changed()
        return done
      },
      /** A banker: in every line of the system bets. */
      async setBanker(outcomeId: string, banker: boolean): Promise<ApiResult<null>> {
        if (slip.setBanker(outcomeId, banker)) changed()
        return done
      },
      /**
       * The player's tolerance in per cent (null for none), kept by the server for every slip
       * they place from now on; a value it refuses is answered with its reason.
       */
      async setTolerance(percent: number | null): Promise<ApiResult<null>> {
        const accountId = context.session.get()?.accountId
        if (!accountId) return { ok: false, error: notLoggedIn }
        const result = await call(setPriceAcceptance, {
          params: { accountId },
          body: { tolerancePercent: percent },
        })
        if (!result.ok) return result
        tolerancePercent = result.data.tolerancePercent
        views.publish([topics.betslip])
        return done
      },
      /** The bettor takes the prices that moved since they were put on the slip. */
      async acceptPrices(): Promise<ApiResult<null>> {
        if (slip.acceptPrices()) changed()
        return done
      },
      async setAcceptOdds(mode: UserAcceptOdds): Promise<ApiResult<null>> {
        if (slip.setAcceptOdds(mode)) changed()
        return done
      },
      async place({
        accountId,
        request: betslip,
        uuid,
      }: PlaceBetslipInput): Promise<ApiResult<PlacementResponse>> {
        // Not sent: a bet on a price nobody has confirmed for a while is a bet on a guess.
        if (context.freshness.get().stale) {
          refuse(stalePricesCode)
          return {
            ok: false,
            error: {
              status: 0,
              code: stalePricesCode,
              message: betErrorMeaning(stalePricesCode),
              reference: uuid,
            },
          }
        }
        const result = await call(placeBetslip, {
          params: { accountId },
          query: { uuid },
          body: { ...betslip, originId: context.originId() },
        })
        if (!result.ok) {
          // SPEC.md section 8: a 500 is reported with the path it was sent to; the UI's toast
          // shows the uuid the report carries.
          if (result.error.status === 500)
            context.report(placementFailedReport(pathWith(placeBetslip, { accountId }), uuid))
          return { ok: false, error: { ...result.error, reference: uuid } }
        }
        context.balance.set(result.data.availableBalance)
        if (result.data.errors.length === 0) {
          // Every selection the slip bet on leaves it: the singles and the combinations' legs;
          // a slip held for the in-play delay leaves it only once it is taken, so a rejection at
          // the delay's end keeps the bettor's selections.
          const outcomeIds = [
            ...(betslip.singles ?? []).map((single) => single.outcomeId),
            ...(betslip.legs ?? []).map((leg) => leg.outcomeId),
          ]
          if (result.data.delay > 0) held.set(result.data.betSlipId, outcomeIds)
          else clearPlaced(outcomeIds)
          context.moneyMoved.emit()
        }
        return result
      },
      /** After the in-play delay: whether the held slip was placed, referred or rejected. */
      async status(betSlipId: string): Promise<ApiResult<BetslipStatus>> {
        const result = await call(checkBetslipStatus, { params: { betSlipId } })
        const outcomeIds = held.get(betSlipId)
        if (result.ok && outcomeIds && result.data.status !== 'pending') {
          held.delete(betSlipId)
          // Taken, or with a trader: the bet exists. Refused: the stake came back.
          if (result.data.status === 'rejected') context.moneyMoved.emit()
          else clearPlaced(outcomeIds)
        }
        return result
      },
    },
  }
}
