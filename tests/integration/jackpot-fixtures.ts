// Football matches of a jackpot test's own: pre-match, each with its full-time match result on
// three outcomes (1, X, 2), stored as the feed stores events. Ids are unique, since tests share
// one PostgreSQL in CI.

import { randomUUID } from 'node:crypto'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { storeEvents } from '../../server/catalogue/catalogue-records.ts'
import type { Database } from '../../server/db/database.ts'

export interface JackpotTestMatch {
  eventId: string
  marketId: string
  /** Home, draw, away. */
  outcomeIds: [string, string, string]
}

/** count matches kicking off from firstStartMs, a minute apart. */
export async function createJackpotMatches(
  db: Database,
  count: number,
  firstStartMs: number,
): Promise<JackpotTestMatch[]> {
  const batch = randomUUID().slice(0, 8)
  const events = Array.from({ length: count }, (_, index): EventWithMarkets => {
    const eventId = `jpm-${batch}-${index + 1}`
    const marketId = `${eventId}-MRES-FT`
    return {
      id: eventId,
      slug: eventId,
      description: `Home ${batch} ${index + 1} v Away ${index + 1}`,
      sportCode: 'FOOT',
      eventPaths: [
        { slug: 'football', description: 'Football' },
        { slug: 'jackpot-league', description: 'Jackpot League' },
      ],
      startTime: new Date(firstStartMs + index * 60_000).toISOString(),
      markets: [
        {
          id: marketId,
          eventId,
          marketTypeId: 'MRES',
          periodId: 'FT',
          description: 'Match Result',
          status: 'open',
          outcomes: ['1', 'X', '2'].map((position, o) => ({
            id: `${marketId}-${position}`,
            marketId,
            eventId,
            description: ['Home', 'Draw', 'Away'][o] as string,
            status: 'open' as const,
            hidden: false,
            consolidatedPrice: { currentPrice: { decimal: [2.1, 3.3, 3.6][o] as number } },
          })),
        },
      ],
    }
  })
  await db.transaction((tx) => storeEvents(tx, events))
  return events.map((event) => {
    const market = event.markets[0] as EventWithMarkets['markets'][number]
    return {
      eventId: event.id,
      marketId: market.id,
      outcomeIds: market.outcomes.map((outcome) => outcome.id) as [string, string, string],
    }
  })
}
