// A small, predictable catalogue for the event endpoints' tests, fuzz and benchmark: events spread
// over four sports (one virtual), two regions and two leagues each, live and pre-match, with an
// outright every tenth event. Ids name what they are: fx7, fx7-m2, fx7-m2-o3.

import type { EventPath, EventWithMarkets, Outcome } from '../../domain/events/event.ts'

const fixtureSports = [
  { id: 1, code: 'FOOT', name: 'Football' },
  { id: 2, code: 'BASK', name: 'Basketball' },
  { id: 3, code: 'TENN', name: 'Tennis' },
  { id: 91, code: 'VFOT', name: 'Virtual Football' },
] as const
const regions = ['England', 'Spain'] as const
const leagues = ['First League', 'Second League'] as const

export interface FixtureShape {
  events: number
  marketsPerEvent: number
  /** Start times are laid out from it: live events started half an hour before. */
  now: Date
}

/** The event path ids of a fixture event's sport, region and league. */
export function fixturePathIds(sportIndex: number, region: number, league: number) {
  const sport = fixtureSports[sportIndex] as (typeof fixtureSports)[number]
  const regionId = 10_000 + sport.id * 10 + region
  return { sport: sport.id, region: regionId, league: regionId * 10 + league }
}

/**
 * Event i: sport i mod 4, region (i div 4) mod 2, league (i div 8) mod 2; live when i mod 3 is 0;
 * an outright (one market) when i mod 10 is 9. Market m: MRES for the first, MT{m} after;
 * suspended when m mod 5 is 0; on a player when m mod 7 is 0.
 */
export function fixtureEvents(shape: FixtureShape): EventWithMarkets[] {
  return Array.from({ length: shape.events }, (_, index) => fixtureEvent(index, shape))
}

function fixtureEvent(index: number, shape: FixtureShape): EventWithMarkets {
  const sportIndex = index % fixtureSports.length
  const sport = fixtureSports[sportIndex] as (typeof fixtureSports)[number]
  const region = Math.floor(index / 4) % 2
  const league = Math.floor(index / 8) % 2
  const ids = fixturePathIds(sportIndex, region, league)
  const regionName = regions[region] as string
  const leagueName = `${regionName} ${leagues[league]}`
  const eventPaths: EventPath[] = [
    { id: ids.sport, slug: slugOf(sport.name), description: sport.name },
    { id: ids.region, slug: slugOf(regionName), description: regionName },
    { id: ids.league, slug: slugOf(leagueName), description: leagueName },
  ]
  const id = `fx${index}`
  const outright = index % 10 === 9
  const live = !outright && index % 3 === 0
  const startMinutes = live ? -30 : 60 + index * 37
  const marketCount = outright ? 1 : shape.marketsPerEvent
  return {
    id,
    slug: `home-${index}-v-away-${index}-${id}`,
    description: outright ? `${leagueName} winner` : `Home ${index} v Away ${index}`,
    sportCode: sport.code,
    eventPaths,
    startTime: new Date(shape.now.getTime() + startMinutes * 60_000).toISOString(),
    ...(live ? { clock: { status: 'RUNNING', minutes: 30 }, scores: { home: 1, away: 0 } } : {}),
    ...(outright ? { outright: true } : {}),
    markets: Array.from({ length: marketCount }, (_, m) => fixtureMarket(id, m + 1, outright)),
  }
}

function fixtureMarket(eventId: string, m: number, outright: boolean) {
  const marketId = `${eventId}-m${m}`
  const outcomes: Outcome[] = [1, 2, 3].map((o) => ({
    id: `${marketId}-o${o}`,
    marketId,
    eventId,
    description: `Outcome ${o}`,
    status: 'open',
    hidden: false,
    consolidatedPrice: { currentPrice: { decimal: 1.5 + o } },
  }))
  return {
    id: marketId,
    eventId,
    marketTypeId: outright ? 'OUTR' : m === 1 ? 'MRES' : `MT${m}`,
    periodId: 'FT',
    description: `Market ${m}`,
    status: m % 5 === 0 ? ('suspended' as const) : ('open' as const),
    ...(m % 7 === 0 ? { playerName: `Player ${m}` } : {}),
    outcomes,
  }
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
