// A database that stalls (a failover, a paused host) while the server runs: a bettor's call is
// answered 503 unavailable with Retry-After within the server's time limit, not held until a
// balancer cuts it; readiness says so; once the database answers again, so does the server,
// without a restart; and a server told to stop meanwhile stops within its limits. On PostgreSQL (DATABASE_URL), through a relay that stops passing bytes, as a
// stopped database host does; PGlite runs in the process and cannot stall apart from it.

import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'

const databaseUrl = process.env.DATABASE_URL

/** A TCP relay to the database that can hold every byte, both ways, until it is let go. */
async function startRelay(target: URL) {
  let held: Array<() => void> | undefined
  const pass = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => (held ? held.push(() => to.write(chunk)) : to.write(chunk)))
  const relay: Server = createServer((client) => {
    const database = tcpConnect(Number(target.port || 5432), target.hostname)
    pass(client, database)
    pass(database, client)
    for (const [a, b] of [
      [client, database],
      [database, client],
    ] as const) {
      a.on('error', () => b.destroy())
      a.on('close', () => b.destroy())
    }
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const { port } = relay.address() as { port: number }
  const url = new URL(target)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    hold() {
      held = []
    },
    letGo() {
      const waiting = held ?? []
      held = undefined
      for (const send of waiting) send()
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  }
}

describe.runIf(databaseUrl)('a database that stalls', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>
  let server: RunningServer
  beforeAll(async () => {
    relay = await startRelay(new URL(databaseUrl as string))
    server = await startServer({ databaseUrl: relay.url, feed: null })
  })
  afterAll(async () => {
    relay?.letGo()
    await server?.close()
    await relay?.close()
  })

  it('answers 503 unavailable with Retry-After in bounded time, and serves again when it is back', async () => {
    const events = () =>
      fetch(`${server.url}/xapi/rest/events?eventPathIds=1&eventsPerPage=5`, {
        headers: { brand: 'demo' },
        signal: AbortSignal.timeout(40_000),
      })
    expect((await events()).status).toBe(200)

    relay.hold()
    const started = Date.now()
    const stalled = await events()
    expect(stalled.status).toBe(503)
    expect(stalled.headers.get('retry-after')).toBe('5')
    expect(await stalled.json()).toEqual({
      code: 'unavailable',
      message: 'the service is briefly unavailable: try again',
    })
    // The statement's limit (15 s), not the stall's length.
    expect(Date.now() - started).toBeLessThan(30_000)
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)

    relay.letGo()
    await expect
      .poll(async () => (await events()).status, { timeout: 20_000, interval: 500 })
      .toBe(200)
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(200)
  }, 120_000)

  it('stops within its limits while the database stalls', async () => {
    const stopping = await startServer({ databaseUrl: relay.url, feed: null })
    relay.hold()
    try {
      const started = Date.now()
      await stopping.close()
      // Each step's limit (docs/operations.md), never the stall's length.
      expect(Date.now() - started).toBeLessThan(40_000)
    } finally {
      relay.letGo()
    }
  }, 90_000)
})
