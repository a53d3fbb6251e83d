// Real ids read from the server's own lists (SPEC.md section 7, Events and markets): what the
// checks bet on, result and suspend. Nothing is assumed about a backend's catalogue but its shapes.

import { CheckSkipped, type Context, expectStatus } from './kit.ts'

export interface Selection {
  eventId: string
  marketId: string
  outcomeId: string
  decimal: number
}

export interface BettableMarket {
  eventId: string
  marketId: string
  outcomes: { outcomeId: string; decimal: number }[]
}

interface ListedEvent {
  id: string
  markets?: {
    id: string
    status?: string
    outcomes?: {
      id: string
      status?: string
      hidden?: boolean
      consolidatedPrice?: { currentPrice?: { decimal?: number } }
    }[]
  }[]
}

/** The open markets of some events with every outcome open and priced. */
function bettableMarkets(events: ListedEvent[]): BettableMarket[] {
  return events.flatMap((event) =>
    (event.markets ?? []).flatMap((market): BettableMarket[] => {
      const outcomes = (market.outcomes ?? []).filter(
        (outcome) =>
          outcome.status === 'open' &&
          !outcome.hidden &&
          typeof outcome.consolidatedPrice?.currentPrice?.decimal === 'number',
      )
      if (market.status !== 'open' || outcomes.length < 2) return []
      return [
        {
          eventId: event.id,
          marketId: market.id,
          outcomes: outcomes.map((outcome) => ({
            outcomeId: outcome.id,
            decimal: outcome.consolidatedPrice?.currentPrice?.decimal ?? 0,
          })),
        },
      ]
    }),
  )
}

/** The live snapshot: its seq and its events. */
export async function liveSnapshot(context: Context) {
  const answer = await context.client.call('GET', '/xapi/rest/live/events')
  expectStatus(answer, 200, 'the live snapshot')
  const body = answer.json as { seq?: number; events?: ListedEvent[] } | undefined
  return { seq: Number(body?.seq), events: body?.events ?? [], answer }
}

/** Pre-match markets to bet on, one per event, a different one for each check that asks. */
export async function prematchMarket(context: Context, purpose: string): Promise<BettableMarket> {
  const key = `market:${purpose}`
  const kept = context.shared.get(key) as BettableMarket | undefined
  if (kept) return kept
  let pool = context.shared.get('prematch') as BettableMarket[] | undefined
  if (!pool) {
    const answer = await context.client.call('GET', '/xapi/rest/events', {
      query: { periodType: 'PRE_MATCH', bettable: true, eventsPerPage: 50, marketStatus: 'OPEN' },
    })
    expectStatus(answer, 200, 'the pre-match events')
    const events = (answer.json as { events?: ListedEvent[] } | undefined)?.events ?? []
    // One market an event: resulting or suspending one never touches another check's event.
    const seen = new Set<string>()
    pool = bettableMarkets(events).filter((market) => {
      if (seen.has(market.eventId)) return false
      seen.add(market.eventId)
      return true
    })
    context.shared.set('prematch', pool)
  }
  const market = pool.shift()
  if (!market) throw new CheckSkipped('no open pre-match market left to bet on')
  context.shared.set(key, market)
  return market
}

/** An open outcome of a live event, for the in-play delay. */
export async function liveMarket(context: Context): Promise<BettableMarket> {
  const { events } = await liveSnapshot(context)
  const market = bettableMarkets(events)[0]
  if (!market) throw new CheckSkipped('no live event with an open market')
  return market
}

/**
 * An outcome of the market that the brand has not boosted: a single at a boost is offered no
 * cash-out (docs/cashout.md). The betslip model says which singles are at a boost, in the order
 * they were asked.
 */
export async function unboostedSelection(
  context: Context,
  market: BettableMarket,
  brand: string,
): Promise<Selection> {
  const answer = await context.client.call('PUT', '/xapi/rest/betslips/selections', {
    brand,
    body: { singles: market.outcomes.map(({ outcomeId }) => ({ outcomeId })) },
  })
  expectStatus(answer, 200, 'the betslip model')
  const singles = (answer.json as { singles?: { boost?: unknown }[] } | undefined)?.singles ?? []
  const outcome = market.outcomes.find((_, index) => singles[index] && !singles[index].boost)
  if (!outcome) throw new CheckSkipped('every outcome of the market is boosted')
  return { eventId: market.eventId, marketId: market.marketId, ...outcome }
}

export const firstSelection = (market: BettableMarket): Selection => {
  const [outcome] = market.outcomes
  if (!outcome) throw new CheckSkipped('a market without outcomes')
  return { eventId: market.eventId, marketId: market.marketId, ...outcome }
}
