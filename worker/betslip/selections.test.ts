// The betslip: selections and stakes, and the view the bettor places from. Prices come from the
// live store, so these tests move prices and statuses in the store the way the feed does.

import { applyPatches, type Patch } from 'immer'
import { describe, expect, it } from 'vitest'
import type { BetslipSelection, BetslipView } from '../../domain/engine/betslip.ts'
import type { ViewPatch } from '../../domain/engine/views.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createStore, type LiveStore, putEvent } from '../../domain/feed/store.ts'
import { type Currency, defaultCurrency } from '../../domain/money/currency.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { createViewHub } from '../context/view-hub.ts'
import { type Betslip, buildBetslipView, createBetslip, showBetslip } from './selections.ts'

// Sample prices: outcome o1 is 2, o2 is 2.5, o3 is 3.
function setup(currency: Currency = defaultCurrency) {
  const store = createStore()
  putEvent(store, sampleEvent(1, { markets: 6, outcomesPerMarket: 3 }))
  putEvent(store, sampleEvent(2))
  const betslip = createBetslip(store, () => currency)
  const view = () => buildBetslipView(betslip, store, currency)
  const change = (...changes: LiveChange[]) => applyChanges(store, changes)
  return { store, betslip, view, change }
}

const outcomeIds = (store: LiveStore) => [...store.outcomes.keys()]

const priced = (view: BetslipView, outcomeId: string) => {
  const found = view.selections.find((candidate) => candidate.outcomeId === outcomeId)
  if (!found) throw new Error(`${outcomeId} is not on the slip`)
  return found
}

const setPrice = (outcomeId: string, decimal: number): LiveChange => ({
  kind: 'outcome',
  eventId: outcomeId.split('-')[0] ?? '',
  marketId: outcomeId.split('-').slice(0, 2).join('-'),
  outcomeId,
  consolidatedPrice: { currentPrice: { decimal } },
})

describe('betslip selections', () => {
  it('§4 betslip: adds a selection with its descriptions and no stake', () => {
    const { betslip, view } = setup()
    expect(betslip.add('e2-m1-o2')).toEqual({ ok: true, added: true })
    expect(betslip.selections()).toEqual<BetslipSelection[]>([
      {
        outcomeId: 'e2-m1-o2',
        eventId: 'e2',
        marketId: 'e2-m1',
        eventDescription: 'Home 2 v Away 2',
        marketDescription: 'Market 1',
        outcomeDescription: 'Outcome 2',
        stakeText: '',
        unitStake: 0,
        acceptedDecimal: 2.5,
      },
    ])
    expect(priced(view(), 'e2-m1-o2')).toMatchObject({
      decimal: 2.5,
      available: true,
      unitStake: 0,
      potentialReturns: 0,
    })
  })

  it('§4 betslip: the same outcome is not added twice', () => {
    const { betslip } = setup()
    expect(betslip.add('e1-m1-o1')).toEqual({ ok: true, added: true })
    expect(betslip.add('e1-m1-o1')).toEqual({ ok: true, added: false })
    expect(betslip.selections()).toHaveLength(1)
  })

  it('§4 betslip: an outcome the live store does not hold is refused: no price (RES-00098)', () => {
    const { betslip } = setup()
    expect(betslip.add('e9-m1-o1')).toEqual({ ok: false, code: 'RES-00098' })
    expect(betslip.selections()).toEqual([])
  })

  it('§9 max bets on slip: 15 selections, the 16th is refused with RES-00247', () => {
    const { betslip, store } = setup()
    const ids = outcomeIds(store)
    for (const id of ids.slice(0, 15)) expect(betslip.add(id).ok).toBe(true)
    expect(betslip.add(ids[15] as string)).toEqual({ ok: false, code: 'RES-00247' })
    expect(betslip.selections()).toHaveLength(15)
    // Removing one makes room again.
    expect(betslip.remove(ids[0] as string)).toBe(true)
    expect(betslip.add(ids[15] as string).ok).toBe(true)
  })

  it('§9 max bets on slip: the brand may set a lower limit', () => {
    const store = createStore()
    putEvent(store, sampleEvent(1))
    const betslip = createBetslip(
      store,
      () => defaultCurrency,
      () => ({ max_bets_on_betslip: 2 }),
    )
    betslip.add('e1-m1-o1')
    betslip.add('e1-m1-o2')
    expect(betslip.add('e1-m1-o3')).toEqual({ ok: false, code: 'RES-00247' })
  })

  it('§4 betslip: remove drops only that selection and says whether it was there', () => {
    const { betslip } = setup()
    betslip.add('e1-m1-o1')
    betslip.add('e1-m1-o2')
    betslip.add('e2-m1-o1')
    expect(betslip.remove('e1-m1-o2')).toBe(true)
    expect(betslip.remove('e1-m1-o2')).toBe(false)
    expect(betslip.selections().map((selection) => selection.outcomeId)).toEqual([
      'e1-m1-o1',
      'e2-m1-o1',
    ])
  })

  it('§4 betslip: placed selections are cleared, the others stay with their stakes', () => {
    const { betslip } = setup()
    betslip.add('e1-m1-o1')
    betslip.add('e2-m1-o1')
    betslip.setStake('e2-m1-o1', '5')
    betslip.clearPlaced(['e1-m1-o1'])
    expect(betslip.selections()).toMatchObject([{ outcomeId: 'e2-m1-o1', unitStake: 500 }])
  })

  it('§9 max bets on slip: a restored slip keeps at most 15 selections', () => {
    const { betslip, store } = setup()
    const other = setup()
    for (const id of outcomeIds(store).slice(0, 15)) other.betslip.add(id)
    const stored = [
      ...other.betslip.selections(),
      { ...(other.betslip.selections()[0] as BetslipSelection) },
    ]
    betslip.restore(stored.map((selection, index) => ({ ...selection, outcomeId: `x${index}` })))
    expect(betslip.selections()).toHaveLength(15)
  })

  it('§9 max bets on slip: a restored slip drops repeated selections', () => {
    const { betslip } = setup()
    const other = setup()
    other.betslip.add('e1-m1-o1')
    other.betslip.add('e1-m1-o2')
    const [first, second] = other.betslip.selections() as [BetslipSelection, BetslipSelection]
    betslip.restore([first, second, { ...first, stakeText: '9', unitStake: 900 }])
    expect(betslip.selections()).toEqual([first, second])
    expect(betslip.add('e1-m1-o1')).toEqual({ ok: true, added: false })
  })

  it("§4 betslip panel: a restored slip is no add, the bettor's new pick is one", () => {
    const { betslip } = setup()
    const other = setup()
    other.betslip.add('e1-m1-o1')
    betslip.restore(other.betslip.selections())
    expect(betslip.added()).toBe(0)
    betslip.add('e1-m1-o1')
    expect(betslip.added()).toBe(0)
    betslip.add('e1-m1-o2')
    betslip.remove('e1-m1-o2')
    betslip.add('e1-m1-o2')
    expect(betslip.added()).toBe(2)
  })
})

describe('§5 stake text', () => {
  const staked = (text: string, currency: Currency = defaultCurrency) => {
    const { betslip } = setup(currency)
    betslip.add('e1-m1-o1')
    const accepted = betslip.setStake('e1-m1-o1', text)
    const [selection] = betslip.selections()
    return { accepted, text: selection?.stakeText, unitStake: selection?.unitStake }
  }

  it('§5 stake: commas removed before numeric conversion', () => {
    expect(staked('1,250.5')).toEqual({ accepted: true, text: '1250.5', unitStake: 125_050 })
  })

  it('§5 stake: 0 and 0.0 kept as typed', () => {
    expect(staked('0')).toEqual({ accepted: true, text: '0', unitStake: 0 })
    expect(staked('0.0')).toEqual({ accepted: true, text: '0.0', unitStake: 0 })
  })

  it('§5 stake: trailing dot and trailing 0 kept as typed', () => {
    expect(staked('12.')).toEqual({ accepted: true, text: '12.', unitStake: 1200 })
    expect(staked('12.50')).toEqual({ accepted: true, text: '12.50', unitStake: 1250 })
  })

  it('§5 stake: otherwise normalised to the currency format', () => {
    expect(staked('007')).toEqual({ accepted: true, text: '7', unitStake: 700 })
    expect(staked('12.345')).toEqual({ accepted: true, text: '12.34', unitStake: 1234 })
  })

  it('§5 stake: thousand-scale currencies are typed in thousands', () => {
    expect(staked('50', { code: 'VND', precision: 0, displayScale: 1000 })).toEqual({
      accepted: true,
      text: '50',
      unitStake: 50_000,
    })
  })

  it('§5 stake: text that is not a stake is refused and the last good stake kept', () => {
    const { betslip } = setup()
    betslip.add('e1-m1-o1')
    betslip.setStake('e1-m1-o1', '5')
    expect(betslip.setStake('e1-m1-o1', '5a')).toBe(false)
    expect(betslip.setStake('e1-m1-o1', '-5')).toBe(false)
    expect(betslip.setStake('e1-m1-o1', '9'.repeat(30))).toBe(false)
    expect(betslip.selections()).toMatchObject([{ stakeText: '5', unitStake: 500 }])
  })

  it('§5 stake: a stake for an outcome not on the slip is refused', () => {
    const { betslip } = setup()
    expect(betslip.setStake('e1-m1-o1', '5')).toBe(false)
  })

  it('§5 stake: an empty box is no stake', () => {
    expect(staked('')).toEqual({ accepted: true, text: '', unitStake: 0 })
  })
})

describe('potential returns', () => {
  /** The returns the slip shows for a stake typed at a price. */
  const returnsFor = (stakeText: string, decimal: number) => {
    const { betslip, view, change } = setup()
    change(setPrice('e1-m1-o1', decimal))
    betslip.add('e1-m1-o1')
    betslip.setStake('e1-m1-o1', stakeText)
    return priced(view(), 'e1-m1-o1').potentialReturns
  }

  it('§5 returns: stake times price, rounded down to the minor unit', () => {
    expect(returnsFor('3.33', 2.5)).toBe(832) // 832.5
    expect(returnsFor('0.01', 1.99)).toBe(1) // 1.99
    expect(returnsFor('0.99', 1.01)).toBe(99) // 99.99
    expect(returnsFor('10', 1.67)).toBe(1670)
  })

  it('§5 returns: exact decimal arithmetic, no float drift (1.15 x 1.00 is 1.15, not 1.14)', () => {
    expect(Math.floor(1.15 * 100)).toBe(114)
    expect(returnsFor('1', 1.15)).toBe(115)
    expect(returnsFor('100000', 1.1)).toBe(11_000_000)
  })

  it('§5 returns: the view shows each staked selection and the totals', () => {
    const { betslip, view } = setup()
    betslip.add('e1-m1-o1') // 2
    betslip.add('e1-m2-o2') // 2.5
    betslip.add('e2-m1-o3') // 3
    betslip.setStake('e1-m1-o1', '3.33')
    betslip.setStake('e1-m2-o2', '3.33')
    const shown = view()
    expect(shown.selections.map((selection) => selection.potentialReturns)).toEqual([666, 832, 0])
    expect(shown.totalStake).toBe(666)
    expect(shown.totalPotentialReturns).toBe(1498)
    expect(shown.currency).toBe('EUR')
  })

  it('§4 price change: returns follow the new price and the old one is kept to show the move', () => {
    const { betslip, view, change } = setup()
    betslip.add('e1-m1-o1')
    betslip.setStake('e1-m1-o1', '10')
    change(setPrice('e1-m1-o1', 2.2))
    expect(priced(view(), 'e1-m1-o1')).toMatchObject({
      decimal: 2.2,
      previousDecimal: 2,
      potentialReturns: 2200,
    })
    // Ask me (D): the move is shown and asked about; nothing is placed until it is accepted.
    expect(priced(view(), 'e1-m1-o1').priceChange).toEqual({ from: 2, to: 2.2 })
    expect(view().placement).toBeNull()
    expect(betslip.acceptPrices()).toBe(true)
    expect(priced(view(), 'e1-m1-o1').priceChange).toBeUndefined()
    expect(view().placement?.singles).toEqual([
      { outcomeId: 'e1-m1-o1', decimal: 2.2, unitStake: 1000 },
    ])
    expect(betslip.acceptPrices()).toBe(false)
  })

  it("§9 acceptance: a move the bettor's choice takes is not asked about (H higher, A any)", () => {
    const { betslip, view, change } = setup()
    betslip.add('e1-m1-o1')
    betslip.setStake('e1-m1-o1', '10')
    betslip.setAcceptOdds('H')
    change(setPrice('e1-m1-o1', 2.4))
    expect(priced(view(), 'e1-m1-o1').priceChange).toBeUndefined()
    change(setPrice('e1-m1-o1', 1.8))
    expect(priced(view(), 'e1-m1-o1').priceChange).toEqual({ from: 2, to: 1.8 })
    betslip.setAcceptOdds('A')
    expect(priced(view(), 'e1-m1-o1').priceChange).toBeUndefined()
    expect(view().placement?.singles?.[0]?.decimal).toBe(1.8)
  })
})

describe('placement request', () => {
  it('§4 betslip: no placement without a stake', () => {
    const { betslip, view } = setup()
    betslip.add('e1-m1-o1')
    expect(view().placement).toBeNull()
    betslip.setStake('e1-m1-o1', '0')
    expect(view().placement).toBeNull()
  })

  it('§9 accept odds D: the placement holds the staked singles at the prices shown', () => {
    const { betslip, view } = setup()
    betslip.add('e1-m1-o1')
    betslip.add('e2-m1-o2')
    betslip.add('e2-m1-o3')
    betslip.setStake('e1-m1-o1', '5')
    betslip.setStake('e2-m1-o2', '2.5')
    expect(view().placement).toEqual({
      singles: [
        { outcomeId: 'e1-m1-o1', decimal: 2, unitStake: 500 },
        { outcomeId: 'e2-m1-o2', decimal: 2.5, unitStake: 250 },
      ],
      userAcceptOdds: 'D',
    })
  })

  it('a boost the refresh gave prices the single, and only the single', () => {
    const { betslip, store } = setup()
    betslip.add('e1-m1-o1')
    betslip.add('e2-m1-o2')
    betslip.setStake('e1-m1-o1', '5')
    // The double's least stake is 1,250.00 (SPEC.md section 9).
    betslip.setCombinationStake(200_002, '1250')
    // The server's last refresh: o1 (market 2.00) boosted to 2.40 for singles up to 25.00.
    const model = {
      singles: [
        { outcomeId: 'e1-m1-o1', decimal: 2.4, boost: { marketDecimal: 2, maxStake: 2_500 } },
        { outcomeId: 'e2-m1-o2', decimal: 2.5 },
      ],
      multiples: [],
      systems: [],
      errors: [],
    } as unknown as Parameters<typeof buildBetslipView>[5]
    const view = buildBetslipView(betslip, store, defaultCurrency, undefined, {}, model)
    expect(priced(view, 'e1-m1-o1')).toMatchObject({
      decimal: 2,
      boost: { decimal: 2.4, maxStake: 2_500 },
      potentialReturns: 1_200,
    })
    expect(view.placement?.singles).toEqual([
      { outcomeId: 'e1-m1-o1', decimal: 2.4, unitStake: 500 },
    ])
    // The double at the market's 2.00 x 2.50, its leg sent at 2.00.
    expect(view.combinations[0]).toMatchObject({ betTypeId: 200_002, potentialReturns: 625_000 })
    expect(view.placement?.legs?.[0]).toEqual({ outcomeId: 'e1-m1-o1', decimal: 2 })
    // Both winning: 12.00 from the single and 6,250.00 from the double.
    expect(view.preview?.at(-1)).toEqual({ winners: 2, least: 626_200, most: 626_200 })
  })

  it('a free bet: the whole stake from free bets, none from the balance', () => {
    const { betslip, view } = setup()
    betslip.add('e1-m1-o1')
    betslip.add('e2-m1-o2')
    betslip.setStake('e1-m1-o1', '5')
    betslip.setStake('e2-m1-o2', '2.5')
    expect(betslip.setFreeBet('e1-m1-o1', true)).toBe(true)
    expect(view().placement?.singles).toEqual([
      { outcomeId: 'e1-m1-o1', decimal: 2, unitStake: 0, freeMoneyUnitStake: 500 },
      { outcomeId: 'e2-m1-o2', decimal: 2.5, unitStake: 250 },
    ])
    expect(view()).toMatchObject({ totalStake: 750, freeBetStake: 500 })
  })

  it("§5 tax: under the brand's taxes the slip shows the duty and returns after withholding", () => {
    const { betslip, store } = setup()
    betslip.add('e1-m1-o1')
    betslip.setStake('e1-m1-o1', '100')
    const taxes = {
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 12.5,
      tax_returns_percentage: 20,
    }
    const view = buildBetslipView(betslip, store, defaultCurrency, undefined, taxes)
    // 100.00 wagers 88.89; at 2.00 that returns 177.78, less 20 % of the 88.89 won: 160.00.
    expect(view.selections[0]?.potentialReturns).toBe(16_000)
    expect(view.taxes).toEqual({ stakeTax: 1_111, stakeRatePercent: 12.5, returnsRatePercent: 20 })
    expect(buildBetslipView(betslip, store, defaultCurrency).taxes).toBeUndefined()
  })

  it('§5 negative odds: the bettor types what to win, the stake risked is derived from it', () => {
    const { betslip, store } = setup()
    betslip.add('e1-m1-o3')
    betslip.setStake('e1-m1-o3', '100')
    const settings = { betslip_negative_odds_enabled: true }
    // Malay -0.50 is decimal 3.00: to win 100.00 risks 50.00, which returns 150.00.
    const malay = buildBetslipView(
      betslip,
      store,
      defaultCurrency,
      undefined,
      settings,
      undefined,
      'malay',
    )
    expect(malay.selections[0]).toMatchObject({
      toWin: 10_000,
      unitStake: 5_000,
      potentialReturns: 15_000,
    })
    expect(malay.placement?.singles).toEqual([
      { outcomeId: 'e1-m1-o3', decimal: 3, unitStake: 5_000 },
    ])
    expect(malay.totalStake).toBe(5_000)
    // Not enabled, or a format without negative prices: the figure typed is the stake.
    for (const view of [
      buildBetslipView(betslip, store, defaultCurrency, undefined, {}, undefined, 'malay'),
      buildBetslipView(betslip, store, defaultCurrency, undefined, settings, undefined, 'euro'),
    ])
      expect(view.selections[0]).toMatchObject({ unitStake: 10_000, potentialReturns: 30_000 })
  })

  const blocking: Array<[string, LiveChange]> = [
    [
      'its outcome is suspended',
      {
        kind: 'outcome',
        eventId: 'e2',
        marketId: 'e2-m1',
        outcomeId: 'e2-m1-o2',
        status: 'suspended',
      },
    ],
    [
      'its market is suspended',
      { kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'suspended' },
    ],
    [
      'its outcome is hidden',
      { kind: 'outcome', eventId: 'e2', marketId: 'e2-m1', outcomeId: 'e2-m1-o2', hidden: true },
    ],
    [
      'its market is closed (no price any more)',
      { kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'closed' },
    ],
    ['its event is removed (no price any more)', { kind: 'event-removed', eventId: 'e2' }],
  ]
  for (const [what, change] of blocking) {
    it(`§4 market status: no placement while a staked selection is unavailable: ${what}`, () => {
      const slip = setup()
      slip.betslip.add('e1-m1-o1')
      slip.betslip.add('e2-m1-o2')
      slip.betslip.setStake('e1-m1-o1', '5')
      slip.betslip.setStake('e2-m1-o2', '5')
      expect(slip.view().placement).not.toBeNull()
      slip.change(change)
      expect(priced(slip.view(), 'e2-m1-o2').available).toBe(false)
      expect(slip.view().placement).toBeNull()
    })
  }

  it('§4 market status: a selection that left the store shows no price and no returns', () => {
    const { betslip, view, change } = setup()
    betslip.add('e2-m1-o2')
    betslip.setStake('e2-m1-o2', '5')
    change({ kind: 'event-removed', eventId: 'e2' })
    const shown = priced(view(), 'e2-m1-o2')
    expect(shown.decimal).toBeUndefined()
    expect(shown.potentialReturns).toBe(0)
    expect(shown.available).toBe(false)
    expect(shown.outcomeDescription).toBe('Outcome 2')
  })

  it('§4 market status: an unstaked suspended selection does not block the others', () => {
    const { betslip, view, change } = setup()
    betslip.add('e1-m1-o1')
    betslip.add('e2-m1-o2')
    betslip.setStake('e1-m1-o1', '5')
    change({ kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'suspended' })
    expect(view().placement?.singles?.map((single) => single.outcomeId)).toEqual(['e1-m1-o1'])
  })

  it('§4 market status: the placement comes back when the market reopens', () => {
    const { betslip, view, change } = setup()
    betslip.add('e2-m1-o2')
    betslip.setStake('e2-m1-o2', '5')
    change({ kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'suspended' })
    expect(view().placement).toBeNull()
    change({ kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'open' })
    expect(view().placement).not.toBeNull()
  })
})

describe('betslip view patches', () => {
  /** The slip behind a hub as the betslip module puts it: any change rebuilds, equal stays. */
  function watched() {
    const slip = setup()
    const hub = createViewHub()
    hub.define('betslip', {
      create: () => ({
        initial: slip.view,
        dependencies: () => ['betslip'],
        update: (draft) => showBetslip(draft, slip.view()),
      }),
    })
    let state: BetslipView | undefined
    const patches: ViewPatch[][] = []
    const channel = hub.connect((deliveries) => {
      for (const update of deliveries) {
        if (update.kind === 'reset') state = update.state as BetslipView
        else {
          patches.push(update.patches)
          state = applyPatches(state as BetslipView, update.patches as Patch[])
        }
      }
    })
    hub.subscribe(channel, 1, 'betslip', {})
    hub.flush()
    const frame = (work: (betslip: Betslip) => void): ViewPatch[] => {
      work(slip.betslip)
      hub.publish(['betslip'])
      hub.flush()
      return patches.at(-1) ?? []
    }
    return { ...slip, frame, state: () => state as BetslipView }
  }

  it('§4 betslip: the mirrored slip follows adds, stakes and removals exactly', () => {
    const slip = watched()
    slip.frame((betslip) => {
      betslip.add('e1-m1-o1')
      betslip.add('e1-m2-o1')
      betslip.add('e2-m1-o1')
    })
    slip.frame((betslip) => betslip.setStake('e1-m2-o1', '4'))
    expect(slip.state()).toEqual(slip.view())
    slip.frame((betslip) => betslip.remove('e1-m1-o1'))
    expect(slip.state()).toEqual(slip.view())
    slip.frame((betslip) => betslip.remove('e2-m1-o1'))
    expect(slip.state()).toEqual(slip.view())
    expect(slip.state().selections.map((selection) => selection.outcomeId)).toEqual(['e1-m2-o1'])
  })

  it('§4 price change: only the moved selection and the double it prices are patched', () => {
    const slip = watched()
    slip.frame((betslip) => {
      betslip.add('e1-m1-o1')
      betslip.add('e2-m1-o1')
    })
    const before = slip.state()
    slip.change(setPrice('e2-m1-o1', 4))
    const patches = slip.frame(() => {})
    expect(patches.map((patch) => patch.path)).toEqual([['selections', 1], ['combinations']])
    expect(slip.state().selections[0]).toBe(before.selections[0])
    expect(slip.state().combinations[0]?.decimal).toBeCloseTo(
      (before.combinations[0]?.decimal ?? 0) * (4 / (before.selections[1]?.decimal ?? 1)),
    )
    expect(slip.state()).toEqual(slip.view())
  })

  it('§4 betslip: a frame that changes nothing sends nothing', () => {
    const slip = watched()
    slip.frame((betslip) => betslip.add('e1-m1-o1'))
    const sent = slip.frame(() => {})
    const again = slip.frame(() => {})
    expect(again).toBe(sent)
  })
})
