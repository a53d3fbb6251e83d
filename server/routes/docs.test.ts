// The published contract: every HTTP route of the server is in the OpenAPI document with its
// request and answer schemas, the reference page renders it, and the live stream's frames are
// published as JSON Schema that real frames meet.

import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { priceChange } from '../../domain/feed/change.ts'
import { expandKeys } from '../../domain/feed/codec.ts'
import { createManualFeed, testDriven } from '../../tests/support/manual-feed.ts'
import { type RunningServer, startServer } from '../server.ts'

const feed = createManualFeed()
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed, producerTimeoutMs: testDriven })
})
afterAll(() => server.close())

interface Operation {
  summary?: string
  parameters?: { in: string; name: string }[]
  requestBody?: unknown
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

async function openApi() {
  const response = await fetch(`${server.url}/docs/openapi.json`)
  expect(response.status).toBe(200)
  return (await response.json()) as {
    openapi: string
    paths: Record<string, Record<string, Operation>>
  }
}

describe('/docs/openapi.json', () => {
  it('is OpenAPI 3.1 and lists every HTTP route the server answers, with a summary', async () => {
    const document = await openApi()
    expect(document.openapi).toBe('3.1.0')
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    for (const expected of [
      'POST /xapi/icore/players/login',
      'GET /xapi/icore/players/{username}/balance/sportsbook',
      'GET /xapi/rest/live/events',
      'GET /xapi/live/changes',
      'POST /xapi/rest/accounts/{accountId}/betslips',
      'PUT /xapi/rest/betslips/{betSlipId}/status',
      'GET /xapi/bet/account/{accountId}/openbets',
      'GET /api/cached_settings',
    ])
      expect(listed).toContain(expected)
    // Every API route the server registered is documented (the stream is described by frames).
    const registered = [
      ...server.app
        .printRoutes({ commonPrefix: false })
        .matchAll(/(\/(?:xapi|api|auth|accounts)\/\S*) \(([A-Z, ]+)\)/g),
    ].flatMap(([, url = '', methods = '']) =>
      url === '/xapi/live/stream'
        ? []
        : methods
            .split(', ')
            .filter((method) => method !== 'HEAD')
            .map((method) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`),
    )
    expect(registered.length).toBeGreaterThanOrEqual(8)
    for (const route of registered) expect(listed).toContain(route)
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations)) {
        expect(operation.summary).toBeTruthy()
        // A success is described: a body's schema (JSON, or an image for /m), or 204 with none.
        const success = Object.entries(operation.responses).find(([status]) =>
          status.startsWith('2'),
        )
        expect(success, JSON.stringify(operation.responses)).toBeDefined()
        const [status, answer] = success ?? []
        if (status !== '204')
          expect(Object.values(answer?.content ?? {}).some((body) => body.schema)).toBe(true)
        expect(operation.responses['400']?.content?.['application/json']?.schema).toBeDefined()
      }
  })

  it('describes requests from the same schemas the server reads them with', async () => {
    const { paths } = await openApi()
    const place = paths['/xapi/rest/accounts/{accountId}/betslips']?.post
    expect(place?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['path:accountId', 'query:uuid']),
    )
    expect(JSON.stringify(place?.requestBody)).toContain('unitStake')
    const answer = place?.responses['200']?.content?.['application/json']?.schema
    expect(JSON.stringify(answer)).toContain('availableBalance')
  })

  it('answers meet the schemas published for them: the live snapshot', async () => {
    const { paths } = await openApi()
    const published = paths['/xapi/rest/live/events']?.get?.responses['200']?.content?.[
      'application/json'
    ]?.schema as object
    const snapshot = (await (await fetch(`${server.url}/xapi/rest/live/events`)).json()) as {
      events: unknown[]
    }
    expect(snapshot.events.length).toBeGreaterThan(0)
    const meets = new Ajv2020({ strict: false }).compile(published)
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
