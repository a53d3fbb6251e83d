// One slip, one verdict: for random slips over random selection states, the engine's slip view,
// the server's betslip model and placement agree on whether the slip can be placed, on what it
// offers and on what it costs and returns. The three sides read the same states from their own
// sources (the engine's live store, the server's selection states), built here from one random
// description, so a side that assembled its own verdict would drift from the others here.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BetslipModelInput } from '../../domain/api/betslip-model.ts'
import { type BetslipToPlace, placeBetslipRequestSchema } from '../../domain/api/placement.ts'
import { parse } from '../../domain/api/schema.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import { createStore, putEvent } from '../../domain/feed/store.ts'
import { defaultCurrency } from '../../domain/money/currency.ts'
import { defaultSettings, type Settings } from '../../domain/player/settings.ts'
import { buildBetslipModel } from '../../server/bets/betslip-model.ts'
import { defaultEpw } from '../../server/bets/betting-settings.ts'
import { type AccountRow, slipToStore } from '../../server/bets/slip-to-store.ts'
import { buildBetslipView, createBetslip } from '../../worker/betslip/selections.ts'
import { sampleEvent } from '../support/sample-event.ts'

/** How many random slips the property is tried on: the closing note of issue 37 reports it. */
const slipVerdictRuns = 400

const events = 4
const marketsPerEvent = 2
const outcomesPerMarket = 2

/** Every outcome of the sample events, by the ids sampleEvent gives them. */
const outcomeIds = Array.from({ length: events }, (_, e) =>
  Array.from({ length: marketsPerEvent }, (_, m) =>
    Array.from({ length: outcomesPerMarket }, (_, o) => `e${e + 1}-m${m + 1}-o${o + 1}`),
  ),
).flat(2)

/** True now and then: most selections are open, so that most slips have something to place. */
const sometimes = fc.noBias(fc.nat({ max: 19 })).map((n) => n === 0)

const outcomeArbitrary = fc.record({
  decimal: fc.constantFrom(1.01, 1.5, 2, 3.25, 7),
  suspended: sometimes,
  hidden: sometimes,
})
const marketArbitrary = fc.record({ suspended: sometimes, reserve: sometimes })

const worldArbitrary = fc.record({
  outcomes: fc.array(outcomeArbitrary, {
    minLength: outcomeIds.length,
    maxLength: outcomeIds.length,
  }),
  markets: fc.array(marketArbitrary, {
    minLength: events * marketsPerEvent,
    maxLength: events * marketsPerEvent,
  }),
  finished: fc.array(sometimes, { minLength: events, maxLength: events }),
})

const slipArbitrary = fc.record({
  selections: fc.uniqueArray(
    fc.record({
      outcome: fc.nat({ max: outcomeIds.length - 1 }),
      stake: fc.constantFrom('', '0.5', '1', '5', '250'),
      freeBet: fc.boolean(),
      banker: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6, selector: (selection) => selection.outcome },
  ),
  combinations: fc.oneof(
    fc.constant([]),
    fc.array(
      fc.record({
        betTypeId: fc.constantFrom(200_002, 200_003, 200_004, 200_057, 200_059),
        stake: fc.constantFrom('1', '2.5', '40'),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  ),
})

const settingsArbitrary = fc.constantFrom<Partial<Settings>>(
  {},
  { bet_stake_min_amount: '1', bet_stake_max_amount: '100' },
  { multiple_double_min_stake_amount: '2' },
  { max_bets_on_betslip: 3 },
  { african_betslip: true },
)

/** A bettor who can pay for anything the slip asks: funds decide nothing here. */
const richAccount: AccountRow = {
  balance: '100000000',
  promo_cash: '100000000',
  currency: 'EUR',
  player_id: 'p-1',
  self_excluded: false,
  non_bettor: false,
  excluded_from_promotions: true,
  accept_tolerance_percent: null,
  brand_id: 'demo',
}

type World = typeof worldArbitrary extends fc.Arbitrary<infer T> ? T : never

/** The server's reading of the world: one state per outcome. */
function serverStates(world: World): Map<string, SelectionState> {
  return new Map(
    outcomeIds.map((outcomeId, index) => {
      const outcome = world.outcomes[index] as World['outcomes'][number]
      const marketIndex = Math.floor(index / outcomesPerMarket)
      const market = world.markets[marketIndex] as World['markets'][number]
      const eventIndex = Math.floor(marketIndex / marketsPerEvent)
      const state: SelectionState = {
        outcomeId,
        marketId: outcomeId.split('-').slice(0, 2).join('-'),
        eventId: `e${eventIndex + 1}`,
        decimal: outcome.decimal,
        outcomeStatus: outcome.suspended ? 'suspended' : 'open',
        hidden: outcome.hidden,
        marketStatus: market.suspended ? 'suspended' : 'open',
        eventFinished: Boolean(world.finished[eventIndex]),
        eventRemoved: false,
        live: true,
        ...(market.reserve ? { reserve: true } : {}),
      }
      return [outcomeId, state]
    }),
  )
}

/** The engine's reading of the same world: its live store, as the feed would leave it. */
function engineStore(world: World) {
  const store = createStore()
  for (let e = 1; e <= events; e++) {
    const event = sampleEvent(e, { markets: marketsPerEvent, outcomesPerMarket })
    putEvent(store, {
      ...event,
      ...(world.finished[e - 1] ? { isFinished: true } : {}),
      markets: event.markets.map((market) => {
        const marketIndex = outcomeIds.indexOf(`${market.id}-o1`) / outcomesPerMarket
        const shape = world.markets[marketIndex] as World['markets'][number]
        return {
          ...market,
          status: shape.suspended ? 'suspended' : 'open',
          ...(shape.reserve ? { reserve: true } : {}),
          outcomes: market.outcomes.map((outcome) => {
            const drawn = world.outcomes[
              outcomeIds.indexOf(outcome.id)
            ] as World['outcomes'][number]
            return {
              ...outcome,
              status: drawn.suspended ? 'suspended' : 'open',
              hidden: drawn.hidden,
              consolidatedPrice: { currentPrice: { decimal: drawn.decimal } },
            }
          }),
        }
      }),
    })
  }
  return store
}

describe('one slip, one verdict (issue 37)', () => {
  it('the engine, the betslip model and placement agree on random slips and states', () => {
    const placeable = { yes: 0, no: 0 }
    fc.assert(
      fc.property(
        worldArbitrary,
        slipArbitrary,
        settingsArbitrary,
        (world, drawn, brandSettings) => {
          const settings = { ...defaultSettings, ...brandSettings }
          const store = engineStore(world)
          const states = serverStates(world)
          const betslip = createBetslip(
            store,
            () => defaultCurrency,
            () => settings,
          )
          for (const selection of drawn.selections) {
            const outcomeId = outcomeIds[selection.outcome] as string
            betslip.add(outcomeId)
            betslip.setStake(outcomeId, selection.stake)
            betslip.setFreeBet(outcomeId, selection.freeBet)
            betslip.setBanker(outcomeId, selection.banker)
          }
          for (const combination of drawn.combinations)
            betslip.setCombinationStake(combination.betTypeId, combination.stake)
          const view = buildBetslipView(betslip, store, defaultCurrency, undefined, settings)

          const onSlip = betslip.selections()
          const kindOf = (betTypeId: number) =>
            view.combinations.find((bet) => bet.betTypeId === betTypeId)?.kind
          const typed = Object.entries(betslip.combinationStakes())
            .filter(([, stake]) => stake.unitStake > 0)
            .map(([betTypeId, stake]) => ({
              betTypeId: Number(betTypeId),
              unitStake: stake.unitStake,
            }))
          const input: BetslipModelInput = {
            singles: onSlip.map((selection) => ({
              outcomeId: selection.outcomeId,
              ...(selection.freeBet
                ? { unitStake: 0, freeMoneyUnitStake: selection.unitStake }
                : { unitStake: selection.unitStake }),
              ...(selection.banker ? { banker: true } : {}),
            })),
            // In the list of its kind, as the engine sends them: the other is refused (RES-00218).
            multiples: typed.filter((bet) => kindOf(bet.betTypeId) === 'multiple'),
            systems: typed.filter((bet) => kindOf(bet.betTypeId) !== 'multiple'),
          }
          const betting = { settings, holds: {}, epw: defaultEpw, odds: () => undefined }
          const model = buildBetslipModel(input, states, { betting, currency: defaultCurrency })
          const place = (request: BetslipToPlace) =>
            slipToStore({
              accountId: 'a-1',
              uuid: 'u-1',
              hash: 'h',
              request,
              betting,
              account: richAccount,
              waiting: 0,
              states,
            })

          // Whether it can be placed: the same answer on every side.
          expect(view.placement !== null).toBe(model.placeable)
          placeable[view.placement ? 'yes' : 'no']++
          expect(view.combinations.map((bet) => bet.betTypeId)).toEqual(
            [...model.multiples, ...model.systems].map((bet) => bet.betTypeId),
          )
          if (view.placement) {
            // The request the engine sends is one the server's schema reads.
            const request = parse(placeBetslipRequestSchema, view.placement)
            if (!request.ok) throw new Error(request.reason)
            const placed = place(request.value)
            expect(placed.response.errors).toEqual([])
            expect(placed.totalCost).toBe(view.totalStake)
            expect(placed.potentialReturns).toBe(view.totalPotentialReturns)
            expect(model.totalStake).toBe(view.totalStake - view.freeBetStake)
            expect(model.potentialReturns).toBe(view.totalPotentialReturns)
          } else {
            // The slip as the bettor built it, every selection and stake at the price on screen.
            const price = (outcomeId: string) => states.get(outcomeId)?.decimal ?? 2
            const refused = place({
              singles: input.singles
                .filter((single) => (single.unitStake ?? 0) + (single.freeMoneyUnitStake ?? 0) > 0)
                .map((single) => ({
                  outcomeId: single.outcomeId,
                  decimal: price(single.outcomeId),
                  unitStake: single.unitStake ?? 0,
                  ...(single.freeMoneyUnitStake
                    ? { freeMoneyUnitStake: single.freeMoneyUnitStake }
                    : {}),
                })),
              legs: onSlip.map((selection) => ({
                outcomeId: selection.outcomeId,
                decimal: price(selection.outcomeId),
                ...(selection.banker ? { banker: true } : {}),
              })),
              multiples: [],
              systems: typed,
              userAcceptOdds: 'D',
            })
            expect(refused.status).toBe('rejected')
            expect(refused.debits).toEqual({})
          }
        },
      ),
      { numRuns: slipVerdictRuns },
    )
    // Both answers are tried often: a property that only ever refused would prove little.
    expect(Math.min(placeable.yes, placeable.no)).toBeGreaterThan(slipVerdictRuns / 5)
  })
})
