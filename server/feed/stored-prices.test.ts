import { describe, expect, it } from 'vitest'
import { priceChange } from '../../domain/feed/change.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { pricesAsStored } from './stored-prices.ts'

const outcome = { id: 'o1', eventId: 'e1', marketId: 'm1' }

describe('pricesAsStored', () => {
  it('rounds a price change to the thousandth the catalogue keeps', () => {
    expect(pricesAsStored(priceChange(outcome, 1.82 + 0.25))).toEqual(priceChange(outcome, 2.07))
    expect(pricesAsStored(priceChange(outcome, 12.3456))).toEqual(priceChange(outcome, 12.346))
  })

  it('rounds every price of an added event and market, and leaves the rest as it was', () => {
    const event = sampleEvent(1)
    const noisy = structuredClone(event)
    for (const market of noisy.markets)
      for (const found of market.outcomes) {
        found.consolidatedPrice.currentPrice.decimal += 1e-12
        found.consolidatedPrice.penultimatePrice = { decimal: 1.1 + 0.2 }
      }
    const stored = pricesAsStored({ kind: 'event-added', event: noisy })
    expect(stored.kind === 'event-added' && stored.event.markets).toEqual(
      event.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((found) => ({
          ...found,
          consolidatedPrice: { ...found.consolidatedPrice, penultimatePrice: { decimal: 1.3 } },
        })),
      })),
    )
    const [market] = noisy.markets
    if (!market) throw new Error('the sample event has no market')
    const added = pricesAsStored({ kind: 'market-added', eventId: event.id, market })
    expect(added.kind === 'market-added' && added.market.outcomes[0]?.consolidatedPrice).toEqual({
      ...event.markets[0]?.outcomes[0]?.consolidatedPrice,
      penultimatePrice: { decimal: 1.3 },
    })
  })

  it('passes a change without a price through untouched', () => {
    const suspended = {
      kind: 'outcome',
      eventId: 'e1',
      marketId: 'm1',
      outcomeId: 'o1',
      status: 'suspended',
    } as const
    expect(pricesAsStored(suspended)).toBe(suspended)
  })
})
