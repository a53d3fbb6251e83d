// Synthetic live events of a realistic shape, from which the reducer's tests and benchmark build
// their stores. Ids are predictable (`e1`, `e1-m2`, `e1-m2-o3`) so a test can name the record it
// means.

import type { EventWithMarkets, Outcome, SportEvent } from '../../domain/events/event.ts'

export interface SampleShape {
  markets: number
  outcomesPerMarket: number
}

export function sampleEvent(
  index: number,
  shape: SampleShape = { markets: 2, outcomesPerMarket: 3 },
): EventWithMarkets {
  const eventId = `e${index}`
  const markets: EventWithMarkets['markets'] = []
  for (let m = 1; m <= shape.markets; m++) {
    const marketId = `${eventId}-m${m}`
    const outcomes: Outcome[] = []
    for (let o = 1; o <= shape.outcomesPerMarket; o++) {
      outcomes.push({
        id: `${marketId}-o${o}`,
        marketId,
        eventId,
        description: `Outcome ${o}`,
        status: 'open',
        hidden: false,
        consolidatedPrice: { currentPrice: { decimal: 1.5 + o / 2 } },
      })
    }
    markets.push({
      id: marketId,
      eventId,
      marketTypeId: String(m),
      periodId: '1',
      description: `Market ${m}`,
      status: 'open',
      outcomes,
    })
  }
  return {
    id: eventId,
    slug: `home-${index}-v-away-${index}`,
    description: `Home ${index} v Away ${index}`,
    sportCode: 'FOOT',
    eventPaths: [{ slug: 'football', description: 'Football' }],
    startTime: '2026-11-22T12:00:00Z',
    clock: { status: 'RUNNING', minutes: 10 },
    liveOpenMarketCount: shape.markets,
    markets,
  }
}

/** A football match in play with no markets, A v B at the 30th minute, with the fields a test sets. */
export const liveMatch = (fields: Partial<SportEvent> = {}): SportEvent => ({
  id: 'e1',
  slug: 'a-v-b-e1',
  description: 'A v B',
  sportCode: 'FOOT',
  eventPaths: [],
  startTime: '2026-11-23T12:00:00Z',
  marketIds: [],
  clock: { status: 'RUNNING', minutes: 30 },
  ...fields,
})
