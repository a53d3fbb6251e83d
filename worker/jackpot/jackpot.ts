// The jackpot area (SPEC.md sections 3, 4 and 7, Jackpot): the brand's active jackpot, the slip's
// picks per event number (a perm when two or more), its stake, its price from
// priceJackpotBetslip (a newer ask aborts an older one), placement, booking
// codes and the player's jackpot slips. The jackpot-slip statechart gates placement on every event
// being picked and calls place() with its request id.

import {
  type ActiveJackpot,
  bookJackpotBetslip,
  getActiveJackpot,
  getJackpotBetslips,
  type JackpotBetslipRequest,
  type JackpotPlacement,
  type JackpotRetailCode,
  type JackpotSlips,
  placeJackpotBetslip,
  priceJackpotBetslip,
} from '../../domain/api/jackpot.ts'
import { type ApiError, type ApiResult, notLoggedIn } from '../../domain/api/result.ts'
import type { JackpotView } from '../../domain/engine/jackpot.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import type { EngineContext } from '../context/context.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

const jackpotTopic = 'jackpot'
/** The stakes a line may take, as multiples of the jackpot's stake per line. */
const stakeMultiples = [1, 2, 5, 10]
/** With no jackpot open (a calendar still filling up), it is asked for again this often. */
const retryMs = 10_000

/**
 * A placement or a booking asked for while no jackpot is loaded (still loading, none open, or
 * its load failed): nothing was sent. Not the not-logged-in refusal: logging in would not help.
 */
const noJackpotLoaded: ApiError = {
  status: 0,
  code: 'no-jackpot-loaded',
  message: 'no jackpot is open to play yet',
}

export function createJackpotModule(context: EngineContext) {
  let state: JackpotView = {
    status: 'loading',
    picks: {},
    globalStake: 0,
    stakeChoices: [],
    pricing: false,
  }
  let watchers = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pricing: AbortController | undefined
  /** The last placement's request id and body. */
  let lastPlacement: { uuid: string; body: JackpotBetslipRequest } | undefined

  const set = (next: Partial<JackpotView>) => {
    state = { ...state, ...next }
    context.views.publish([jackpotTopic])
  }
  const outcomeIds = () =>
    Object.keys(state.picks)
      .map(Number)
      .sort((a, b) => a - b)
      .flatMap((eventNumber) => state.picks[eventNumber] ?? [])

  async function load(): Promise<ApiResult<ActiveJackpot>> {
    clearTimeout(retryTimer)
    const result = await context.call(getActiveJackpot)
    if (result.ok) {
      const jackpot = result.data
      // Another jackpot (the last one closed): its picks and stake mean nothing here.
      const same = state.jackpot?.id === jackpot.id
      const { error: _error, ...rest } = state
      state = {
        ...rest,
        status: 'ready',
        jackpot,
        stakeChoices: stakeMultiples.map((multiple) => multiple * jackpot.stakePerLine),
        ...(same ? {} : { picks: {}, globalStake: jackpot.stakePerLine, model: undefined }),
      }
      context.views.publish([jackpotTopic])
      if (!same) void refresh()
    } else {
      set({
        status: result.error.status === 404 ? 'none' : 'failed',
        error: result.error.message,
      })
      if (watchers > 0) retryTimer = setTimeout(() => void load(), retryMs)
    }
    return result
  }

  /** The slip priced by the server; an earlier ask still in flight is aborted. */
  async function refresh(): Promise<void> {
    const jackpot = state.jackpot
    if (!jackpot) return
    pricing?.abort()
    const controller = new AbortController()
    pricing = controller
    set({ pricing: true })
    const result = await context.call(priceJackpotBetslip, {
      body: {
        // Where the slip is priced from, as its placement says (SPEC.md section 7, Jackpot).
        model: {
          jackpotId: jackpot.id,
          globalStake: state.globalStake,
          originId: context.originId(),
        },
        outcomeIds: outcomeIds().join(','),
      },
      signal: controller.signal,
    })
    if (pricing !== controller) return
    pricing = undefined
    if (result.ok) {
      const { error: _error, ...rest } = state
      state = { ...rest, pricing: false, model: result.data.model }
      context.views.publish([jackpotTopic])
    } else set({ pricing: false, error: betErrorMeaning(result.error.code, result.error.message) })
  }

  const jackpotView: ViewDefinition<NoParams, JackpotView> = {
    create() {
      watchers++
      if (watchers === 1) void load()
      return {
        initial: () => state,
        dependencies: () => [jackpotTopic, topics.session],
        update(draft) {
          const next = state as unknown as Record<string, unknown>
          const target = draft as unknown as Record<string, unknown>
          for (const key of Object.keys(target)) if (!(key in next)) delete target[key]
          // Fields that did not change keep their identity: a pick re-renders its event only.
          for (const [key, value] of Object.entries(next))
            if (target[key] !== value && JSON.stringify(target[key]) !== JSON.stringify(value))
              target[key] = value
        },
        release() {
          watchers--
          if (watchers === 0) clearTimeout(retryTimer)
        },
      }
    },
  }

  return {
    views: { jackpot: jackpotView },
    commands: {
      load,
      /** Adds a pick on an event; a second outcome of the same event makes a perm. */
      async select(eventNumber: number, outcomeId: string): Promise<void> {
        const picked = state.picks[eventNumber] ?? []
        if (picked.includes(outcomeId)) return
        const event = state.jackpot?.events.find((candidate) => candidate.number === eventNumber)
        const order = event?.outcomes.map((outcome) => outcome.outcomeId) ?? []
        if (!order.includes(outcomeId)) return
        const next = [...picked, outcomeId].sort((a, b) => order.indexOf(a) - order.indexOf(b))
        set({ picks: { ...state.picks, [eventNumber]: next } })
        await refresh()
      },
      /** Takes a pick off an event, or every pick on it when no outcome is named. */
      async deselect(eventNumber: number, outcomeId?: string): Promise<void> {
        const { [eventNumber]: picked = [], ...others } = state.picks
        const left = outcomeId === undefined ? [] : picked.filter((id) => id !== outcomeId)
        set({ picks: left.length > 0 ? { ...others, [eventNumber]: left } : others })
        await refresh()
      },
      /** The stake of each line, in minor units: one of the view's stakeChoices. */
      async setStake(globalStake: number): Promise<void> {
        if (!state.stakeChoices.includes(globalStake)) return
        set({ globalStake })
        await refresh()
      },
      refresh,
      /** Places the slip as picked, with the statechart's request id; money moved when it is. */
      async place(uuid: string): Promise<ApiResult<JackpotPlacement>> {
        const accountId = context.session.get()?.accountId
        if (!accountId) return { ok: false, error: notLoggedIn }
        const jackpot = state.jackpot
        if (!jackpot) return { ok: false, error: noJackpotLoaded }
        // Asked again (its answer lost), a placement sends what it sent first, whatever the slip
        // holds now: the server answers a uuid sent with another body idempotency-key-reused.
        const body: JackpotBetslipRequest =
          lastPlacement?.uuid === uuid
            ? lastPlacement.body
            : {
                jackpotId: jackpot.id,
                globalStake: state.globalStake,
                singles: Object.keys(state.picks)
                  .map(Number)
                  .sort((a, b) => a - b)
                  .flatMap((ordinal) =>
                    (state.picks[ordinal] ?? []).map((outcomeId) => ({ outcomeId, ordinal })),
                  ),
                originId: context.originId(),
              }
        lastPlacement = { uuid, body }
        const result = await context.call(placeJackpotBetslip, {
          params: { accountId },
          query: { uuid },
          body,
        })
        if (result.ok) {
          set({ placement: result.data })
          context.balance.set(result.data.availableBalance)
          context.moneyMoved.emit()
        }
        return result.ok ? result : { ok: false, error: { ...result.error, reference: uuid } }
      },
      /** Empties the slip after a placement (the statechart's dismiss). */
      async clear(): Promise<void> {
        const { placement: _placement, bookingCode: _code, ...rest } = state
        state = { ...rest, picks: {} }
        context.views.publish([jackpotTopic])
        await refresh()
      },
      /** Keeps the slip under a booking code. */
      async book(): Promise<ApiResult<JackpotRetailCode>> {
        const jackpot = state.jackpot
        if (!jackpot) return { ok: false, error: noJackpotLoaded }
        const result = await context.call(bookJackpotBetslip, {
          body: {
            model: { jackpotId: jackpot.id, globalStake: state.globalStake },
            outcomeIds: outcomeIds().join(','),
          },
        })
        if (result.ok) set({ bookingCode: result.data.code })
        return result
      },
      /** The player's jackpot slips, newest first, with their results once settled. */
      async slips(): Promise<ApiResult<JackpotSlips>> {
        const accountId = context.session.get()?.accountId
        if (!accountId) return { ok: false, error: notLoggedIn }
        return context.call(getJackpotBetslips, { params: { accountId } })
      },
    },
  }
}
