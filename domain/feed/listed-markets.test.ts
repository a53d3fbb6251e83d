import { describe, expect, it } from 'vitest'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { applyChanges } from './apply-change.ts'
import { type LiveChange, priceChange } from './change.ts'
import { changesInScope, marketsNamed, scopeOf } from './listed-markets.ts'
import { applySnapshot, createStore, eventWithMarkets } from './store.ts'

// sampleEvent(n): markets e{n}-m1 (type 1) and e{n}-m2 (type 2), outcomes e{n}-m{m}-o1..3.
const outcome = (eventId: string, market: number) => ({
  id: `${eventId}-m${market}-o1`,
  eventId,
  marketId: `${eventId}-m${market}`,
})
const typeOf = (marketId: string) => /-m(\d+)$/.exec(marketId)?.[1]
const rowsOfType1 = scopeOf({ marketTypeIds: ['1'], wholeEventIds: ['e2'] })

describe('changesInScope', () => {
  it('keeps the listed types of rows and everything of whole events', () => {
    const changes: LiveChange[] = [
      priceChange(outcome('e1', 1), 2.1),
      priceChange(outcome('e1', 2), 3.1),
      priceChange(outcome('e2', 2), 4.1),
      { kind: 'market', eventId: 'e1', marketId: 'e1-m2', status: 'suspended' },
      { kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'suspended' },
      { kind: 'event', eventId: 'e1', minutes: 12 },
      { kind: 'event-removed', eventId: 'e3' },
    ]
    expect(changesInScope(changes, rowsOfType1, typeOf)).toEqual([
      changes[0],
      changes[2],
      changes[4],
      changes[5],
      changes[6],
    ])
  })

  it('keeps a change to a market whose type is not known', () => {
    const change = priceChange(outcome('e1', 2), 3.1)
    expect(changesInScope([change], rowsOfType1, () => undefined)).toEqual([change])
  })

  it('reads the type a market change names before asking', () => {
    const change: LiveChange = {
      kind: 'market',
      eventId: 'e1',
      marketId: 'e1-m2',
      marketTypeId: '1',
      status: 'open',
    }
    expect(changesInScope([change], rowsOfType1, typeOf)).toEqual([change])
  })

  it('adds markets of the listed types to rows, any to whole events', () => {
    const market = (eventId: string, type: number) => ({
      kind: 'market-added' as const,
      eventId,
      market: { ...(sampleEvent(1).markets[type - 1] ?? never()), eventId },
    })
    const changes = [market('e1', 1), market('e1', 2), market('e2', 2)]
    expect(changesInScope(changes, rowsOfType1, typeOf)).toEqual([changes[0], changes[2]])
  })

  it('sends an event that starts as a list row, one held whole as it is', () => {
    const started: LiveChange = { kind: 'event-added', event: sampleEvent(3) }
    const whole: LiveChange = { kind: 'event-added', event: sampleEvent(2) }
    const [row, kept] = changesInScope([started, whole], rowsOfType1, typeOf)
    expect(row).toMatchObject({ kind: 'event-added', marketsComplete: false })
    expect(row?.kind === 'event-added' && row.event.markets.map((m) => m.id)).toEqual(['e3-m1'])
    expect(kept).toBe(whole)
  })

  it('leaves a store that applies the scoped stream equal to one that applies all of it, on what it holds', () => {
    const full = createStore()
    const scoped = createStore()
    applySnapshot(full, [sampleEvent(1), sampleEvent(2)])
    // The scoped client holds e1 as a row (type 1 only) and e2 whole.
    const row = { ...sampleEvent(1), markets: sampleEvent(1).markets.slice(0, 1) }
    applySnapshot(scoped, [row, sampleEvent(2)], undefined, false)
    scoped.listedOnly.delete('e2')
    const changes: LiveChange[] = []
    for (let n = 0; n < 40; n++)
      for (const eventId of ['e1', 'e2'])
        for (const market of [1, 2])
          changes.push(priceChange(outcome(eventId, market), 1.5 + n / 10))
    changes.push({ kind: 'event-added', event: sampleEvent(3) })
    applyChanges(full, changes)
    applyChanges(scoped, changesInScope(changes, rowsOfType1, typeOf))
    expect(eventWithMarkets(scoped, 'e2')).toEqual(eventWithMarkets(full, 'e2'))
    expect(eventWithMarkets(scoped, 'e1')?.markets).toEqual(
      eventWithMarkets(full, 'e1')?.markets.slice(0, 1),
    )
    expect(scoped.listedOnly.has('e3')).toBe(true)
    expect(eventWithMarkets(scoped, 'e3')?.markets.map((m) => m.id)).toEqual(['e3-m1'])
  })
})

describe('scopeOf', () => {
  it('names the same scope the same, whatever the order', () => {
    expect(scopeOf({ marketTypeIds: ['2', '1'], wholeEventIds: ['b', 'a', 'a'] }).key).toBe(
      scopeOf({ marketTypeIds: ['1', '2'], wholeEventIds: ['a', 'b'] }).key,
    )
  })
})

describe('marketsNamed', () => {
  it('names every market a batch touches, with its type where the change says it', () => {
    expect(
      marketsNamed([
        priceChange(outcome('e1', 2), 2),
        { kind: 'event-added', event: sampleEvent(3) },
        { kind: 'event', eventId: 'e1', minutes: 3 },
      ]),
    ).toEqual([
      { marketId: 'e1-m2' },
      { marketId: 'e3-m1', marketTypeId: '1' },
      { marketId: 'e3-m2', marketTypeId: '2' },
    ])
  })
})

function never(): never {
  throw new Error('the sample event has two markets')
}
