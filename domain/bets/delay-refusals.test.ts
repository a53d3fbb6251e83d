import { describe, expect, it } from 'vitest'
import type { EventWithMarkets, MarketWithOutcomes } from '../events/event.ts'
import { type LiveChange, priceChange } from '../feed/change.ts'
import type { AcceptancePreference } from './acceptance.ts'
import { type HeldLeg, refusalsDuringDelay } from './delay-refusals.ts'

const leg: HeldLeg = { outcomeId: 'e1-m1-H', marketId: 'e1-m1', eventId: 'e1', decimal: 2 }
const other: HeldLeg = { outcomeId: 'e2-m1-H', marketId: 'e2-m1', eventId: 'e2', decimal: 3 }
const outcome = { id: leg.outcomeId, marketId: leg.marketId, eventId: leg.eventId }
const refuseAnyMove: AcceptancePreference = { userAcceptOdds: 'D' }

const refusals = (changes: LiveChange[], preference = refuseAnyMove, legs = [leg]) =>
  refusalsDuringDelay(legs, { changes, complete: true }, preference)

const market = (overrides: Partial<MarketWithOutcomes> = {}): MarketWithOutcomes => ({
  id: leg.marketId,
  eventId: leg.eventId,
  marketTypeId: 'MRES',
  periodId: 'FT',
  description: 'Match result',
  status: 'open',
  outcomes: [
    {
      ...outcome,
      description: 'Home',
      status: 'open',
      hidden: false,
      consolidatedPrice: { currentPrice: { decimal: 2 } },
    },
  ],
  ...overrides,
})

const event = (overrides: Partial<EventWithMarkets> = {}): EventWithMarkets => ({
  id: leg.eventId,
  slug: 'home-v-away',
  description: 'Home v Away',
  sportCode: 'FOOT',
  eventPaths: [],
  startTime: '2026-11-28T02:00:00.000Z',
  clock: { status: 'RUNNING', minutes: 30 },
  markets: [market()],
  ...overrides,
})

describe('refusalsDuringDelay', () => {
  it('refuses nothing when nothing happened to the legs', () => {
    expect(refusals([])).toEqual([])
    expect(
      refusals([
        priceChange({ id: other.outcomeId, marketId: other.marketId, eventId: other.eventId }, 9),
        { kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'suspended' },
        { kind: 'event-removed', eventId: 'e2' },
      ]),
    ).toEqual([])
  })

  it('reads the feed prices of the history in the brand odds the leg was taken in', () => {
    // Taken at 1.89, the brand's price for the feed's 2.00: the feed sending 2.00 again is no move.
    const brandLeg: HeldLeg = { ...leg, decimal: 1.89, pricing: (fed) => (fed === 2 ? 1.89 : 2.2) }
    expect(refusals([priceChange(outcome, 2)], refuseAnyMove, [brandLeg])).toEqual([])
    expect(refusals([priceChange(outcome, 2.4)], refuseAnyMove, [brandLeg])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00152', currentDecimal: 2.2 },
    ])
  })

  it('refuses a market suspended during the delay, even once reopened', () => {
    expect(
      refusals([
        { kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'suspended' },
        { kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'open' },
      ]),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00048' }])
  })

  it('takes a reopening alone as proof of a suspension', () => {
    expect(
      refusals([{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'open' }]),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00048' }])
  })

  it.each(['resulted', 'closed', 'settled', 'lts'] as const)(
    'refuses a market %s during the delay',
    (status) => {
      expect(refusals([{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status }])).toEqual([
        { outcomeId: leg.outcomeId, code: 'RES-00048' },
      ])
    },
  )

  it('refuses a leg whose market left the catalogue, whether or not the history shows it', () => {
    expect(
      refusalsDuringDelay(
        [{ ...leg, removed: true }],
        { changes: [], complete: true },
        refuseAnyMove,
      ),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00048' }])
  })

  it('refuses an event that ended or was withdrawn', () => {
    expect(refusals([{ kind: 'event', eventId: 'e1', clock: { status: 'END_OF_EVENT' } }])).toEqual(
      [{ outcomeId: leg.outcomeId, code: 'RES-00047' }],
    )
    expect(refusals([{ kind: 'event-removed', eventId: 'e1' }])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00108' },
    ])
    // A clock that only runs on is no end.
    expect(refusals([{ kind: 'event', eventId: 'e1', minutes: 31 }])).toEqual([])
  })

  it('refuses an outcome suspended or hidden during the delay', () => {
    expect(refusals([{ ...priceChange(outcome, 2), status: 'suspended' }])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00109' },
    ])
    expect(refusals([{ kind: 'outcome', ...idsOf(leg), hidden: true }])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00109' },
    ])
  })

  it('refuses a price that left the bettor’s choice, even if it came back', () => {
    expect(refusals([priceChange(outcome, 1.8), priceChange(outcome, 2)])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00152', currentDecimal: 2 },
    ])
  })

  it('takes moves the bettor accepts: higher under H, any under A, within the tolerance', () => {
    const moves = [priceChange(outcome, 2.5), priceChange(outcome, 2)]
    expect(refusals(moves, { userAcceptOdds: 'H' })).toEqual([])
    expect(refusals([priceChange(outcome, 1.5)], { userAcceptOdds: 'A' })).toEqual([])
    expect(
      refusals([priceChange(outcome, 1.9)], { userAcceptOdds: 'D', tolerancePercent: 5 }),
    ).toEqual([])
    expect(
      refusals([priceChange(outcome, 1.89)], { userAcceptOdds: 'D', tolerancePercent: 5 }),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00152', currentDecimal: 1.89 }])
    expect(refusals([priceChange(outcome, 1.9)], { userAcceptOdds: 'H' })).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00152', currentDecimal: 1.9 },
    ])
  })

  it('ignores the feed’s moves on a leg taken at a boosted price', () => {
    expect(
      refusals([priceChange(outcome, 1.5)], refuseAnyMove, [{ ...leg, boosted: true }]),
    ).toEqual([])
  })

  it('reads a market or an event sent again whole as it now stands', () => {
    expect(refusals([{ kind: 'market-added', eventId: 'e1', market: market() }])).toEqual([])
    expect(
      refusals([{ kind: 'market-added', eventId: 'e1', market: market({ status: 'suspended' }) }]),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00048' }])
    expect(refusals([{ kind: 'event-added', event: event() }])).toEqual([])
    expect(refusals([{ kind: 'event-added', event: event({ markets: [] }) }])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00048' },
    ])
    expect(refusals([{ kind: 'event-added', event: event({ isFinished: true }) }])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00047' },
    ])
    const moved = market()
    const [home] = moved.outcomes
    if (home) home.consolidatedPrice = { currentPrice: { decimal: 1.7 } }
    expect(refusals([{ kind: 'market-added', eventId: 'e1', market: moved }])).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00152', currentDecimal: 1.7 },
    ])
  })

  it('answers the most final thing that happened, whatever came first', () => {
    expect(
      refusals([
        priceChange(outcome, 1.5),
        { kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'suspended' },
        { kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'resulted' },
        { kind: 'event', eventId: 'e1', clock: { status: 'END_OF_EVENT' } },
      ]),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00047' }])
  })

  it('answers each leg for itself, once per outcome', () => {
    const legs = [leg, other, { ...leg }]
    expect(
      refusalsDuringDelay(
        legs,
        {
          changes: [{ kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'suspended' }],
          complete: true,
        },
        refuseAnyMove,
      ),
    ).toEqual([{ outcomeId: other.outcomeId, code: 'RES-00048' }])
    expect(
      refusalsDuringDelay(
        legs,
        { changes: [priceChange(outcome, 1.5)], complete: true },
        refuseAnyMove,
      ),
    ).toEqual([{ outcomeId: leg.outcomeId, code: 'RES-00152', currentDecimal: 1.5 }])
  })

  it('refuses every leg as timed out when the history has a gap', () => {
    expect(
      refusalsDuringDelay([leg, other], { changes: [], complete: false }, { userAcceptOdds: 'A' }),
    ).toEqual([
      { outcomeId: leg.outcomeId, code: 'RES-00199' },
      { outcomeId: other.outcomeId, code: 'RES-00199' },
    ])
  })
})

function idsOf(held: HeldLeg) {
  return { eventId: held.eventId, marketId: held.marketId, outcomeId: held.outcomeId }
}
