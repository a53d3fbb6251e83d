// The published contract: every operation of the route table is in the OpenAPI document with its
// request and answer schemas, every route the server registers is an entry of the table, the
// reference page renders the document, and the live stream's frames are published as JSON Schema
// that real frames meet.

import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { routeTable } from '../../domain/api/route-table.ts'
import { priceChange } from '../../domain/feed/change.ts'
import { expandKeys } from '../../domain/feed/codec.ts'
import { createFundedPlayer, loginAs } from '../../tests/support/bets.ts'
import { createManualFeed, testDriven } from '../../tests/support/manual-feed.ts'
import { type RunningServer, startServer } from '../server.ts'

const feed = createManualFeed()
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed, producerTimeoutMs: testDriven })
})
afterAll(() => server.close())

interface PublishedOperation {
  operationId: string
  summary?: string
  requestBody?: { content: Record<string, { schema: object }> }
  responses: Record<string, { content?: Record<string, { schema: object }> }>
}

interface Document {
  openapi: string
  paths: Record<string, Record<string, PublishedOperation>>
  components: { schemas: Record<string, object> }
}

async function openApi() {
  const response = await fetch(`${server.url}/docs/openapi.json`)
  expect(response.status).toBe(200)
  return (await response.json()) as Document
}

/** Every route a server registered, as METHOD /path/{name}, from Fastify's printed route tree. */
function registeredRoutes(app: RunningServer['app']): string[] {
  const routes: string[] = []
  const prefixes: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const [, indent = '', part = '', methods = ''] = match
    const depth = indent.length / 4
    prefixes.length = depth
    const path = (prefixes[depth - 1] ?? '') + part
    prefixes[depth] = path
    for (const method of methods.split(', '))
      if (method && method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`)
  }
  return routes
}

/**
 * What a server serves that is no operation of the API: the reference pages, the pages a person
 * opens (the demo host, the partner stand-in, the operator's page and its files), the built
 * client and the WebSocket stream (described by /docs/live-protocol.schema.json).
 */
const notOperations =
  /^GET (\/docs(\/.*)?|\*|\/dev\/host|\/demo\/partner\/\{product\}|\/ops\/(ops\.js|uplot\.js|uplot\.css)?|\/xapi\/live\/stream)$/

/** The catalogue's reads are answered again under the proxy's prefix (docs/api.md): one entry. */
const unaliased = (route: string) => route.replace(' /m/nextapi/', ' /')

describe('/docs/openapi.json', () => {
  it('is OpenAPI 3.1 and has every operation of the route table, with a summary', async () => {
    const document = await openApi()
    expect(document.openapi).toBe('3.1.0')
    for (const entry of routeTable) {
      const published = document.paths[entry.path]?.[entry.method.toLowerCase()]
      expect(published?.operationId, `${entry.method} ${entry.path}`).toBe(entry.operationId)
      expect(published?.summary).toBe(entry.summary)
    }
  })

  it('has every route the server registers: each one is an entry of the route table', async () => {
    const everything = await startServer({
      feed: null,
      devEndpoints: true,
      ingest: { key: 'ingest-key-of-the-docs-test' },
      adminKey: 'admin-key-of-the-docs-test',
    })
    try {
      const entries = new Set(routeTable.map((entry) => `${entry.method} ${entry.path}`))
      const registered = registeredRoutes(everything.app)
      expect(registered).toContain('PUT /api/pins')
      const missing = registered.filter(
        (route) => !entries.has(unaliased(route)) && !notOperations.test(route),
      )
      expect(missing).toEqual([])
    } finally {
      await everything.close()
    }
  })

  it('describes requests with the schemas the server reads them with', async () => {
    const { paths, components } = await openApi()
    const put = paths['/api/pins']?.put
    expect(put?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Pins',
    })
    expect(JSON.stringify(components.schemas.Pin)).toContain('marketIds')
  })

  it('answers meet the schemas published for them: the pins', async () => {
    const document = await openApi()
    const published = document.paths['/api/pins']?.get?.responses['200']?.content?.[
      'application/json'
    ]?.schema as object
    const token = await loginAs(server.url, await createFundedPlayer(server.db, 'docs', 0))
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const pins = [{ eventId: 'e1', marketIds: ['m1'] }]
    await fetch(`${server.url}/api/pins`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ pins }),
    })
    const answer = await (await fetch(`${server.url}/api/pins`, { headers })).json()
    expect(answer).toEqual({ pins })
    const meets = new Ajv2020({ strict: false }).compile({
      ...published,
      components: document.components,
    })
    expect(meets(answer), JSON.stringify(meets.errors)).toBe(true)
    expect(meets({ pins: [{ eventId: '' }] })).toBe(false)
  })

  it('answers meet the schemas published for them: the live snapshot', async () => {
    const document = await openApi()
    const published = document.paths['/xapi/rest/live/events']?.get?.responses['200']?.content?.[
      'application/json'
    ]?.schema as object
    const snapshot = (await (await fetch(`${server.url}/xapi/rest/live/events`)).json()) as {
      events: unknown[]
    }
    expect(snapshot.events.length).toBeGreaterThan(0)
    const meets = new Ajv2020({ strict: false }).compile({
      ...published,
      components: document.components,
    })
    expect(meets(snapshot), JSON.stringify(meets.errors)).toBe(true)
  })

  it('has a reference page a person can read', async () => {
    const response = await fetch(`${server.url}/docs/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
  })
})

describe('/docs/live-protocol.schema.json', () => {
  it("publishes the stream's frames, and real frames meet it", async () => {
    const response = await fetch(`${server.url}/docs/live-protocol.schema.json`)
    const document = (await response.json()) as { $defs: Record<string, object> }
    expect(Object.keys(document.$defs).sort()).toEqual(
      ['ChangesPage', 'ClientMessage', 'LiveChange', 'ServerMessage'].sort(),
    )
    const ajv = new Ajv2020({ strict: false })
    ajv.addSchema(document, 'live')
    const frame = (name: string, value: unknown) =>
      ajv.validate(`live#/$defs/${name}`, value) as boolean
    expect(frame('ClientMessage', { type: 'subscribe', after: 12 })).toBe(true)
    expect(frame('ClientMessage', { type: 'subscribe', after: -1 })).toBe(false)
    expect(frame('ServerMessage', { type: 'changes', seq: 3, changes: [{ k: 'o', p: 2.5 }] })).toBe(
      true,
    )
    expect(frame('ServerMessage', { type: 'heartbeat' })).toBe(false)
    // The event's red cards are in the published document: a count below none is not one.
    const redCards = (home: number) => ({
      kind: 'event',
      eventId: '1001',
      redCards: { home, away: 0 },
    })
    expect(frame('LiveChange', redCards(1))).toBe(true)
    expect(frame('LiveChange', redCards(-1))).toBe(false)

    // A real batch, as the stream sends it and as the poll pages it, and its change expanded.
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/xapi/live/stream`)
    await new Promise((resolve) => socket.once('open', resolve))
    const sent = new Promise<unknown>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string }
        if (message.type === 'changes') resolve(message)
      }),
    )
    const seq = await feed.publish([
      priceChange({ id: '1001-1x2-1', eventId: '1001', marketId: '1001-1x2' }, 3.25),
    ])
    socket.send(JSON.stringify({ type: 'subscribe', after: seq - 1 }))
    const streamed = (await sent) as { changes: unknown[] }
    socket.close()
    expect(frame('ServerMessage', streamed)).toBe(true)
    expect(streamed.changes.length).toBeGreaterThan(0)
    for (const change of streamed.changes)
      expect(frame('LiveChange', expandKeys(change))).toBe(true)
    const poll = await fetch(`${server.url}/xapi/live/changes?after=${seq - 1}`)
    expect(frame('ChangesPage', await poll.json())).toBe(true)
  })
})
