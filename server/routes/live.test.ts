// The live snapshot past the brand's threshold: each event with its list markets only, and the
// answer says so; at or under it, every market. Bad parameters are a 400 with a reason.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server.close())

const snapshot = async (query = '') => {
  const response = await fetch(`${server.url}/xapi/rest/live/events${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as LiveEventsResponse
}

const typesOf = (answer: LiveEventsResponse) =>
  new Set(answer.events.flatMap((event) => event.markets.map((market) => market.marketTypeId)))

describe('§5 GET /xapi/rest/live/events', () => {
  it('carries every market, and says so, when asked for no list markets', async () => {
    const whole = await snapshot()
    expect(whole.marketsComplete).toBe(true)
    expect(whole.events.length).toBeGreaterThan(1)
    expect(whole.events.every((event) => event.markets.length > 0)).toBe(true)
  })

  it('past the threshold, each event carries the markets of the types asked for only', async () => {
    const whole = await snapshot()
    const [kept] = [...typesOf(whole)]
    const listed = await snapshot(`?marketTypeIds=${kept},NONE&lazyMarketsAbove=1`)
    expect(listed.marketsComplete).toBe(false)
    expect(listed.seq).toBeGreaterThanOrEqual(whole.seq)
    expect(listed.events.map((event) => event.id)).toEqual(whole.events.map((event) => event.id))
    expect([...typesOf(listed)]).toEqual([kept])
    // Without a threshold, the types asked for are all an event carries.
    expect((await snapshot('?marketTypeIds=NONE')).events.flatMap((e) => e.markets)).toEqual([])
  })

  it('at or under the threshold, every market', async () => {
    const whole = await snapshot()
    const under = await snapshot(`?marketTypeIds=NONE&lazyMarketsAbove=${whole.events.length}`)
    expect(under.marketsComplete).toBe(true)
    expect(typesOf(under)).toEqual(typesOf(whole))
  })

  it('a threshold that is not a count, or a malformed type id, is a 400 with a reason', async () => {
    for (const query of [
      '?lazyMarketsAbove=-1',
      '?lazyMarketsAbove=many',
      '?marketTypeIds=a%20b',
    ]) {
      const response = await fetch(`${server.url}/xapi/rest/live/events${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalid-request' })
    }
  })
})
