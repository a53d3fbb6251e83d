// The events query under load: 50 clients at once asking GET /xapi/rest/events for a sport's
// pre-match page (20 events with their main market, sorted by event path) over a catalogue of 300
// events with 20 markets each, on the in-memory database. Prints p50 and p99 latency and the
// request rate; the target is a p99 under 50 ms. Measured twice: as a plain client asks, and as a
// browser does, accepting gzip, which the server then makes for each answer. Set DATABASE_URL to
// measure PostgreSQL instead.
// The server runs in a process of its own, so the clients' work does not count as the server's.

import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { fixtureEvents } from '../../server/catalogue/catalogue-fixture.ts'
import { storeEvents } from '../../server/catalogue/catalogue-records.ts'
import { startServer } from '../../server/server.ts'

const catalogue = { events: 300, marketsPerEvent: 20 }
const clients = 50
const requestsPerClient = 200
// Every client opens its connection and makes a few requests before any is timed.
const warmUpRequestsPerClient = 5
// What the engine's sport page asks (worker/catalogue/catalogue-requests.ts): pre-match football,
// sorted by event path, 20 a page, each event with its main market.
const sportPage =
  '/xapi/rest/events?eventPathIds=1&periodType=PRE_MATCH&sportGroups=REGULAR&outrights=exclude' +
  '&marketTypeIds=MRES&includeMarkets=true&sortByEventpath=true&eventsPerPage=20&page=1'

if (process.argv[2] === 'serve') await serve()
else await measure()

/** The server with the catalogue stored; its address on stdout, until stdin closes. */
async function serve(): Promise<void> {
  const server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
  const events = fixtureEvents({ ...catalogue, now: new Date() })
  await server.db.transaction((tx) => storeEvents(tx, events))
  console.log(server.url)
  process.stdin.resume()
  process.stdin.on('end', () => server.close().then(() => process.exit(0)))
}

async function measure(): Promise<void> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'serve'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  try {
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
    const url = (await lines.next()).value as string
    const first = (await (await fetch(`${url}${sportPage}`)).json()) as { events?: unknown[] }
    if (first.events?.length !== 20)
      throw new Error(`the sport page has ${first.events?.length} events`)

    // node:http with kept-alive sockets, one a client, rather than fetch: the clients share the
    // server's two cores, and fetch costs them more CPU a request than the server spends on one
    // (placements.bench.ts measured it).
    const agent = new Agent({ keepAlive: true, maxSockets: clients })
    let headers: Record<string, string> = {}
    const timed = () =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now()
        request(`${url}${sportPage}`, { agent, headers }, (response) => {
          response.resume()
          response.on('error', reject)
          response.on('end', () => {
            if (response.statusCode !== 200)
              reject(new Error(`the sport page answered ${response.statusCode}`))
            else resolve(performance.now() - started)
          })
        })
          .on('error', reject)
          .end()
      })
    const allClients = (requests: number) =>
      Promise.all(
        Array.from({ length: clients }, async () => {
          const own: number[] = []
          for (let i = 0; i < requests; i++) own.push(await timed())
          return own
        }),
      )
    for (const [how, asked] of [
      ['', {}],
      [', as a browser asks (brotli)', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ] as const) {
      headers = asked
      await allClients(warmUpRequestsPerClient)
      const started = performance.now()
      const latencies = (await allClients(requestsPerClient)).flat()
      const elapsed = performance.now() - started
      latencies.sort((a, b) => a - b)
      const at = (share: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
      console.log(
        `   events query, ${catalogue.events} events x ${catalogue.marketsPerEvent} markets, ${clients} clients${how}: ` +
          `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (target < 50), ` +
          `${Math.round((latencies.length / elapsed) * 1000)} requests/s over ${latencies.length}`,
      )
    }
    agent.destroy()
  } finally {
    child.stdin.end()
  }
}
