// The engine's events requests against the real server (SPEC.md section 5): a query that fits in
// a URL goes by GET; one past 2000 characters (a long list of ids) goes by POST with ?hash= the
// md5 of its form-encoded body, and the server answers it as it would the GET.

import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { fixtureEvents } from '../../server/catalogue/catalogue-fixture.ts'
import { storeEvents } from '../../server/catalogue/catalogue-records.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { createCall } from '../../worker/context/call.ts'
import { requestEvents } from '../../worker/context/events-request.ts'
import { createTransport } from '../../worker/context/transport.ts'

let server: RunningServer
const stored = fixtureEvents({ events: 6, marketsPerEvent: 2, now: new Date() })

beforeAll(async () => {
  server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
  await server.db.transaction((tx) => storeEvents(tx, stored))
})
afterAll(() => server?.close())

function transport() {
  const fetch = vi.fn(globalThis.fetch)
  const request = createTransport({
    apiBase: server.url,
    fetch,
    brand: () => 'demo',
    language: () => 'en',
    priceFormat: () => 'euro',
    token: () => undefined,
  })
  return { call: createCall(request), fetch }
}

const ids = stored.map((event) => event.id)

it('§5 a short query goes in the URL', async () => {
  const { call, fetch } = transport()
  const answer = await requestEvents(call, { ids: ids.join(','), eventsPerPage: 20 })
  expect(answer.ok && answer.data.events.map((event) => event.id).sort()).toEqual([...ids].sort())
  expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET')
})

it('§5 past 2000 characters the query goes as a form-encoded POST, and is answered the same', async () => {
  const { call, fetch } = transport()
  // Ids the server does not have, enough to make the query too long for a URL.
  const unknown = Array.from({ length: 400 }, (_, index) => `${9_000_000 + index}`)
  const answer = await requestEvents(call, {
    ids: [...unknown, ...ids].join(','),
    eventsPerPage: 100,
  })
  expect(answer.ok && answer.data.events.map((event) => event.id).sort()).toEqual([...ids].sort())
  const [url, init] = fetch.mock.calls[0] ?? []
  expect(init?.method).toBe('POST')
  expect(String(url)).toMatch(/\/xapi\/rest\/events\?hash=[0-9a-f]{32}$/)
  expect(String(init?.body).length).toBeGreaterThan(2000)
})
