// The events and markets endpoints (SPEC.md section 7) over a fixture catalogue: what each
// parameter does, paging, the POST form and its hash, the proxy alias, 404s and the sports tree.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventsResponse, SportsTree } from '../../domain/api/events.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { standardLadder } from '../../domain/odds/ladder.ts'
import { defaultMargins } from '../../domain/odds/margin.ts'
import { sports } from '../../domain/reference/sports.ts'
import { md5 } from '../../domain/rules/md5.ts'
import { demoBrands } from '../brands/demo-brands.ts'
import { fixtureEvents, fixturePathIds } from '../catalogue/catalogue-fixture.ts'
import { storeEvents } from '../catalogue/catalogue-records.ts'
import { loadReferenceData } from '../catalogue/reference-data.ts'
import { publishChanges, readFeedCatalogue } from '../feed/publish-changes.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer
const now = new Date('2026-11-23T12:00:00Z')
const fixture = fixtureEvents({ events: 40, marketsPerEvent: 8, now })

beforeAll(async () => {
  server = await startServer({ feed: null })
  // Only the fixture is listed: the demo events seeded at first start are taken out.
  await server.db.query('update events set removed = true')
  await server.db.transaction((tx) => storeEvents(tx, fixture))
})
afterAll(() => server?.close())

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes; each test reads the one it checks
async function get(path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, body: await response.json() }
}

async function events(query: string): Promise<EventsResponse> {
  const { status, body } = await get(`/xapi/rest/events?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

const idsOf = (list: readonly { id: string }[]) => list.map((event) => event.id)
const byStart = (list: EventWithMarkets[]) =>
  [...list].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
const games = fixture.filter((event) => !event.outright)

describe('reference data', () => {
  it('is loaded at start, and loading it again changes nothing', async () => {
    await loadReferenceData(server.db)
    const [counts] = await server.db.query<{ sports: number; margins: number; ladders: number }>(
      `select (select count(*)::integer from sports) as sports,
         (select count(*)::integer from margins where brand_id is null) as margins,
         (select count(*)::integer from odds_ladders) as ladders`,
    )
    expect(counts).toEqual({ sports: sports.length, margins: defaultMargins.length, ladders: 1 })
    const [football] = await server.db.query<{ n: number }>(
      `select count(*)::integer as n from sport_market_types where sport_code = 'FOOT' and euro_default`,
    )
    expect(football?.n).toBe(1)
  })
})

describe('GET /xapi/rest/events', () => {
  it('lists the games not finished, by start time, a page of 20 with the total count', async () => {
    const page = await events('')
    expect(page.totalCount).toBe(games.length)
    expect(page.pageCount).toBe(Math.ceil(games.length / 20))
    expect(idsOf(page.events)).toEqual(idsOf(byStart(games).slice(0, 20)))
    expect(page.events[0]?.markets.length).toBe(8)
  })

  it('pages: eventsPerPage and page, and past the last page an empty page with the count', async () => {
    const second = await events('eventsPerPage=7&page=2')
    expect(idsOf(second.events)).toEqual(idsOf(byStart(games).slice(7, 14)))
    expect(second).toMatchObject({ page: 2, eventsPerPage: 7, totalCount: games.length })
    const beyond = await events('eventsPerPage=7&page=99')
    expect(beyond.events).toEqual([])
    expect(beyond.totalCount).toBe(games.length)
  })

  it('periodType IN_RUNNING keeps live events, PRE_MATCH the others', async () => {
    const live = await events('periodType=IN_RUNNING&eventsPerPage=100')
    expect(idsOf(live.events).sort()).toEqual(idsOf(games.filter((e) => e.clock)).sort())
    const prematch = await events('periodType=PRE_MATCH&eventsPerPage=100')
    expect(idsOf(prematch.events).sort()).toEqual(idsOf(games.filter((e) => !e.clock)).sort())
  })

  it('eventPathIds matches a sport, a region or a league id, any of a list', async () => {
    const paths = fixturePathIds(1, 1, 0)
    for (const id of [paths.sport, paths.region, paths.league]) {
      const page = await events(`eventPathIds=${id}&eventsPerPage=100`)
      const expected = games.filter((event) => event.eventPaths.some((path) => path.id === id))
      expect(idsOf(page.events).sort()).toEqual(idsOf(expected).sort())
      expect(page.totalCount).toBeGreaterThan(0)
    }
    const both = await events(`eventPathIds=1,2&eventsPerPage=100`)
    expect(both.totalCount).toBe(games.filter((e) => ['FOOT', 'BASK'].includes(e.sportCode)).length)
  })

  it('ids answers exactly those events, outrights included', async () => {
    const page = await events('ids=fx2,fx9,nope')
    expect(idsOf(page.events).sort()).toEqual(['fx2', 'fx9'])
  })

  it('outrights are left out unless asked: include adds them, only keeps them alone', async () => {
    const outrights = fixture.filter((event) => event.outright)
    expect((await events('outrights=only')).totalCount).toBe(outrights.length)
    expect((await events('outrights=include')).totalCount).toBe(fixture.length)
  })

  it('dateFrom and dateTo bound the start time; a date alone takes in its whole day', async () => {
    const from = '2026-11-23T14:00:00Z'
    const to = '2026-11-23T20:00:00Z'
    const page = await events(`dateFrom=${from}&dateTo=${to}&eventsPerPage=100`)
    const inWindow = games.filter(
      (e) => e.startTime >= from && e.startTime <= to.replace('Z', '.000Z'),
    )
    expect(idsOf(page.events).sort()).toEqual(idsOf(inWindow).sort())
    expect(page.totalCount).toBeGreaterThan(0)
    const day = await events('dateFrom=2026-11-23&dateTo=2026-11-23&eventsPerPage=100')
    const onDay = games.filter((e) => e.startTime.startsWith('2026-11-23'))
    expect(day.totalCount).toBe(onDay.length)
    expect(onDay.length).toBeLessThan(games.length)
  })

  it('marketTypeIds, marketStatus and marketFilter=GAME choose the markets inlined', async () => {
    const [byType] = (await events('ids=fx1&marketTypeIds=MRES,MT3')).events
    expect(byType?.markets.map((m) => m.marketTypeId)).toEqual(['MRES', 'MT3'])
    const [suspended] = (await events('ids=fx1&marketStatus=SUSPENDED')).events
    expect(suspended?.markets.map((m) => m.id)).toEqual(['fx1-m5'])
    const [open] = (await events('ids=fx1&marketStatus=OPEN')).events
    expect(open?.markets).toHaveLength(7)
    const [game] = (await events('ids=fx1&marketFilter=GAME')).events
    expect(game?.markets.map((m) => m.id)).not.toContain('fx1-m7')
    expect(game?.markets).toHaveLength(7)
    expect(game?.markets[0]?.outcomes).toHaveLength(3)
  })

  it('bettable keeps only events with an open market among those kept', async () => {
    // Only market 5 of each game is suspended: on it alone, no game is bettable.
    expect((await events('bettable=true&marketTypeIds=MT5')).totalCount).toBe(0)
    expect((await events('bettable=true&marketTypeIds=MT4')).totalCount).toBe(games.length)
    expect((await events('bettable=true&marketStatus=SUSPENDED')).totalCount).toBe(0)
  })

  it('allBettableEvents answers bettable events of every phase, whatever periodType says', async () => {
    const page = await events('allBettableEvents=true&periodType=IN_RUNNING')
    expect(page.totalCount).toBe(games.length)
  })

  it('includeMarkets=false and lightWeightResponse answer events without markets', async () => {
    for (const query of ['includeMarkets=false', 'lightWeightResponse=true']) {
      const page = await events(query)
      expect(page.events.length).toBe(20)
      expect(page.events.every((event) => event.markets.length === 0)).toBe(true)
      expect(page.events[0]).not.toHaveProperty('marketIds')
    }
  })

  it('sortByEventpath orders by sport order, region, league, then start time', async () => {
    const page = await events('sortByEventpath=true&eventsPerPage=100')
    const sportOrder = (code: string) => sports.findIndex((sport) => sport.code === code)
    const key = (e: EventWithMarkets) =>
      [
        String(sportOrder(e.sportCode)).padStart(3, '0'),
        e.eventPaths[1]?.description,
        e.eventPaths[2]?.description,
        e.startTime,
        e.id,
      ].join('|')
    const expected = [...games].sort((a, b) => key(a).localeCompare(key(b)))
    expect(idsOf(page.events)).toEqual(idsOf(expected))
  })

  it('sportGroups=REGULAR leaves virtual sports out', async () => {
    const page = await events('sportGroups=REGULAR&eventsPerPage=100')
    expect(page.totalCount).toBe(games.filter((e) => e.sportCode !== 'VFOT').length)
  })

  it('every bad parameter is a 400 with a reason naming it', async () => {
    const bad: Record<string, string> = {
      'page=x': 'page',
      'page=0': 'page',
      'eventsPerPage=0': 'eventsPerPage',
      'eventsPerPage=101': 'eventsPerPage',
      'dateFrom=yesterday': 'dateFrom',
      'dateFrom=2026-02-30': 'dateFrom',
      'dateTo=9999-12-31': 'dateTo',
      'dateFrom=2026-11-23T18:00:00%2B15:00': 'dateFrom',
      'dateFrom=2026-11-24&dateTo=2026-11-23': 'dateTo',
      'periodType=LIVE': 'periodType',
      'marketStatus=CLOSED': 'marketStatus',
      'marketFilter=ALL': 'marketFilter',
      'sportGroups=VIRTUAL': 'sportGroups',
      'eventPathIds=1,x': 'eventPathIds',
      'ids=a;drop table events': 'ids',
      [`ids=${Array.from({ length: 501 }, (_, i) => `e${i}`).join(',')}`]: 'ids',
      'bettable=yes': 'bettable',
      'outrights=all': 'outrights',
      'page=1&page=2': 'page',
    }
    for (const [query, field] of Object.entries(bad)) {
      const { status, body } = await get(`/xapi/rest/events?${query}`)
      expect(status, query).toBe(400)
      expect(body.message, query).toContain(field)
    }
  })
})

describe('POST /xapi/rest/events?hash=', () => {
  const post = (body: string, hash: string, type = 'application/x-www-form-urlencoded') =>
    fetch(`${server.url}/xapi/rest/events?hash=${hash}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    })

  it('answers the query in the body as GET answers it in the URL', async () => {
    const ids = games.map((event) => event.id).join(',')
    const query = `ids=${ids}&periodType=IN_RUNNING&eventsPerPage=100`
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await post(query, md5(query), type)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(await events(query))
    }
  })

  it('a wrong or missing hash is a 400 with a reason', async () => {
    const wrong = await post('page=1', md5('page=2'))
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).message).toMatch(/hash/)
    const missing = await fetch(`${server.url}/xapi/rest/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'page=1',
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toMatch(/hash/)
  })

  it('a bad parameter in the body is a 400 naming it', async () => {
    const response = await post('eventsPerPage=1000', md5('eventsPerPage=1000'))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/eventsPerPage/)
  })
})

describe('/m/nextapi/ alias', () => {
  it('answers the same as the direct paths', async () => {
    for (const path of [
      '/xapi/rest/events?ids=fx1',
      '/xapi/rest/markets/fx1-m1',
      '/xapi/rest/sports/tree',
    ]) {
      const direct = await get(path)
      const proxied = await get(`/m/nextapi${path}`)
      expect(proxied.status).toBe(200)
      expect(proxied.body).toEqual(direct.body)
    }
  })
})

describe('GET /xapi/rest/events/{id}', () => {
  it('answers the event with all its markets, in their order', async () => {
    const { status, body } = await get('/xapi/rest/events/fx4')
    expect(status).toBe(200)
    const [log] = await server.db.query<{ seq: number }>(
      'select coalesce(max(seq), 0)::int as seq from live_batches',
    )
    // With the seq of the last live change it includes: the stream applies later ones on top.
    const event = fixture[4] as EventWithMarkets
    const open = event.markets.filter((market) => market.status === 'open').length
    expect(body).toEqual({ ...event, liveOpenMarketCount: open, seq: log?.seq })
  })

  it('counts every open market of a listed event, not only the markets it inlines', async () => {
    const event = fixture[4] as EventWithMarkets
    const [listed] = (
      await events(`ids=${event.id}&marketTypeIds=${event.markets[0]?.marketTypeId}`)
    ).events
    expect(listed?.markets.length).toBeLessThan(event.markets.length)
    expect(listed?.liveOpenMarketCount).toBe(
      event.markets.filter((market) => market.status === 'open').length,
    )
  })

  it('an unknown or removed event is a 404 with a reason', async () => {
    const unknown = await get('/xapi/rest/events/nope')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toContain('nope')
    const removed = await get('/xapi/rest/events/1001')
    expect(removed.status).toBe(404)
  })
})

describe('markets', () => {
  it('GET /xapi/rest/markets/{id} answers the market with its outcomes; unknown is a 404', async () => {
    const { status, body } = await get('/xapi/rest/markets/fx4-m2')
    expect(status).toBe(200)
    expect(body).toEqual(fixture[4]?.markets[1])
    expect((await get('/xapi/rest/markets/fx4-m99')).status).toBe(404)
  })

  it('by ids: in the order asked, only markets that exist, are not removed and have outcomes', async () => {
    await server.db.query(`update outcomes set removed = true where market_id = 'fx4-m3'`)
    const { body } = await get(
      '/xapi/rest/markets?ids=fx4-m2,fx4-m5,fx4-m3,nope,fx4-m1&includePrices=true',
    )
    expect(body.markets.map((m: { id: string }) => m.id)).toEqual(['fx4-m2', 'fx4-m5', 'fx4-m1'])
    expect(body.markets[0].outcomes[0].consolidatedPrice.currentPrice.decimal).toBe(2.5)
    const bare = await get('/xapi/rest/markets?ids=fx4-m2&includePrices=false')
    expect(bare.body.markets[0]).toMatchObject({
      id: 'fx4-m2',
      outcomeIds: ['fx4-m2-o1', 'fx4-m2-o2', 'fx4-m2-o3'],
    })
    expect(bare.body.markets[0]).not.toHaveProperty('outcomes')
    expect((await get('/xapi/rest/markets')).status).toBe(400)
  })
})

describe('GET /xapi/rest/oddsLadderAndMargins/{version}', () => {
  it("answers the standard ladder as version 1 with the brand's own margin rows", async () => {
    const { status, body } = await get('/xapi/rest/oddsLadderAndMargins/1?overrideBrand=gateway')
    expect(status).toBe(200)
    expect(body.ladder).toEqual(standardLadder)
    const own = demoBrands.find((brand) => brand.id === 'gateway')?.margins ?? []
    expect(own.length).toBeGreaterThan(0)
    expect(body.margins).toHaveLength(own.length)
    for (const row of own) expect(body.margins).toContainEqual({ leagueId: null, ...row })
  })

  it("a brand without odds of its own has no rows: the book's, which price the feed, stay out", async () => {
    const demo = await get('/xapi/rest/oddsLadderAndMargins/1?overrideBrand=demo')
    expect(demo.body.margins).toEqual([])
    // Without overrideBrand, the requesting brand's (the default brand here).
    expect((await get('/xapi/rest/oddsLadderAndMargins/1')).body.margins).toEqual([])
    const [book] = await server.db.query<{ count: number | string }>(
      'select count(*) as count from margins where brand_id is null',
    )
    expect(Number(book?.count)).toBe(defaultMargins.length)
  })

  it('an unknown version or brand is a 404; a version that is no number a 400', async () => {
    expect((await get('/xapi/rest/oddsLadderAndMargins/2')).status).toBe(404)
    expect((await get('/xapi/rest/oddsLadderAndMargins/1?overrideBrand=nobody')).status).toBe(404)
    expect((await get('/xapi/rest/oddsLadderAndMargins/one')).status).toBe(400)
  })
})

describe('GET /xapi/rest/sports/tree', () => {
  const tree = async () => (await get('/xapi/rest/sports/tree')).body as SportsTree
  const basketball = (t: SportsTree) => t.sports.find((sport) => sport.code === 'BASK')

  it('sports in their order, regions and leagues below, with their counts', async () => {
    const t = await tree()
    expect(t.sports.map((sport) => sport.code)).toEqual(['FOOT', 'BASK', 'TENN', 'VFOT'])
    const football = t.sports[0]
    const inFootball = fixture.filter((e) => e.sportCode === 'FOOT')
    expect(football).toMatchObject({
      id: 1,
      slug: 'football',
      liveCount: inFootball.filter((e) => e.clock).length,
      prematchCount: inFootball.filter((e) => !e.clock && !e.outright).length,
      outrightCount: inFootball.filter((e) => e.outright).length,
    })
    const region = football?.regions[0]
    expect(region?.description).toBe('England')
    const leagueTotal = region?.leagues.reduce(
      (sum, l) => sum + l.liveCount + l.prematchCount + l.outrightCount,
      0,
    )
    expect(leagueTotal).toBe(
      (region?.liveCount ?? 0) + (region?.prematchCount ?? 0) + (region?.outrightCount ?? 0),
    )
  })

  it('an event going live moves from the pre-match to the live count; a removed one leaves', async () => {
    const before = basketball(await tree())
    // fx1 is a pre-match basketball game.
    const catalogue = await readFeedCatalogue(server.db)
    await publishChanges(server.db, catalogue, [
      { kind: 'event', eventId: 'fx1', clock: { status: 'RUNNING', minutes: 1 } },
    ])
    const live = basketball(await tree())
    expect(live?.liveCount).toBe((before?.liveCount ?? 0) + 1)
    expect(live?.prematchCount).toBe((before?.prematchCount ?? 0) - 1)
    await publishChanges(server.db, catalogue, [{ kind: 'event-removed', eventId: 'fx1' }])
    const after = basketball(await tree())
    expect(after?.liveCount).toBe(before?.liveCount)
    expect(after?.prematchCount).toBe((before?.prematchCount ?? 0) - 1)
    expect((await get('/xapi/rest/events/fx1')).status).toBe(404)
  })
})
