// Fan-out on loopback: 500 WebSocket clients on the live stream while the feed publishes 2,000
// price changes a second. Prints the changes delivered a second (all clients together, and the
// share of what was published), p50 and p99 delay from a batch's commit to its arrival at a
// client, and the server's memory over the run. Targets: everything delivered, p99 under 100 ms,
// memory flat. Twice: every client sent every change, then every client scoped to list markets
// (docs/live-protocol.md, Listed markets) with 100 different scopes, its frames deflated. BENCH_SECONDS shortens the
// runs (60 by default, the scoped one a third of it); DATABASE_URL measures on PostgreSQL. The server runs in a process of its own, so the clients' work does not count as
// the server's.

import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { inflateRawSync } from 'node:zlib'
import { WebSocket } from 'ws'
import { priceChange } from '../../domain/feed/change.ts'
import type { ListedMarkets } from '../../domain/feed/protocol.ts'
import { fixtureEvents } from '../../server/catalogue/catalogue-fixture.ts'
import { seededRandom } from '../../server/feed/feed-options.ts'
import type { FeedSource } from '../../server/feed/feed-source.ts'
import { startServer } from '../../server/server.ts'

const clients = 500
const changesPerSecond = 2000
const tickMs = 50
const seconds = Number(process.env.BENCH_SECONDS ?? 60)

if (process.argv[2] === 'serve') await serve()
else await measure()

/**
 * A feed at the benchmark's rate: 200 events added first, then price changes on random outcomes
 * of theirs, one batch a tick.
 */
function steadyFeed(report: (line: string) => void): FeedSource {
  let timer: ReturnType<typeof setInterval> | undefined
  let busy = false
  return {
    async start(context) {
      const events = fixtureEvents({ events: 200, marketsPerEvent: 10, now: new Date() })
      for (let at = 0; at < events.length; at += 50)
        await context.publish(
          events.slice(at, at + 50).map((event) => ({ kind: 'event-added' as const, event })),
        )
      const outcomes = [...context.catalogue.outcomes.values()]
      const random = seededRandom(1)
      report('ready')
      timer = setInterval(async () => {
        if (busy) return
        busy = true
        const batch = Array.from({ length: (changesPerSecond * tickMs) / 1000 }, () => {
          const outcome = outcomes[Math.floor(random() * outcomes.length)] ?? outcomes[0]
          if (!outcome) throw new Error('no outcome to price')
          return priceChange(outcome, Math.round((1.2 + random() * 8) * 100) / 100)
        })
        try {
          const seq = await context.publish(batch)
          report(`batch ${seq} ${batch.length} ${Date.now()}`)
        } finally {
          busy = false
        }
      }, tickMs)
    },
    async stop() {
      clearInterval(timer)
    },
  }
}

/** The server with the steady feed; its address, batches and memory on stdout. */
async function serve(): Promise<void> {
  const report = (line: string) => process.stdout.write(`${line}\n`)
  const server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed: steadyFeed(report),
    // Every client here is this machine: one address.
    streamsPerAddress: clients,
  })
  report(`url ${server.url}`)
  const memory = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage()
    report(`rss ${rss} ${heapUsed}`)
  }, 5000)
  process.stdin.resume()
  process.stdin.on('end', () => {
    clearInterval(memory)
    server.close().then(() => process.exit(0))
  })
}

async function measure(): Promise<void> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'serve'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const published = new Map<number, { changes: number; at: number }>()
  const rss: number[] = []
  const heap: number[] = []
  let resolveUrl: (url: string) => void = () => undefined
  const url = new Promise<string>((resolve) => {
    resolveUrl = resolve
  })
  let resolveReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [kind, ...fields] = line.split(' ')
    if (kind === 'url') resolveUrl(fields[0] ?? '')
    else if (kind === 'ready') resolveReady()
    else if (kind === 'batch')
      published.set(Number(fields[0]), { changes: Number(fields[1]), at: Number(fields[2]) })
    else if (kind === 'rss') {
      rss.push(Number(fields[0]))
      heap.push(Number(fields[1]))
    }
  })
  try {
    const stream = `${(await url).replace('http', 'ws')}/xapi/live/stream`
    await ready
    const measured = { published, rss, heap }
    await run(measured, stream, 'every change', () => undefined, seconds)
    // As a browser's list page past the lazy threshold subscribes: its rows' markets only, each
    // client a match's page of its own too (100 scopes' frames made a batch), frames deflated.
    await run(
      measured,
      `${stream}?frames=deflate-raw`,
      'scoped to list markets, 100 scopes, deflated',
      (client) => ({ marketTypeIds: ['MRES'], wholeEventIds: [`fx${client % 100}`] }),
      Math.max(10, Math.round(seconds / 3)),
    )
  } finally {
    child.stdin.end()
  }
}

interface Measured {
  published: Map<number, { changes: number; at: number }>
  rss: number[]
  heap: number[]
}

/** One window: every client subscribes (with its scope), then frames are timed for `window` s. */
async function run(
  { published, rss, heap }: Measured,
  stream: string,
  label: string,
  scopeOf: (client: number) => ListedMarkets | undefined,
  window: number,
): Promise<void> {
  const arrivals: Array<[seq: number, at: number]> = []
  let measuring = false
  const sockets = await Promise.all(
    Array.from(
      { length: clients },
      (_, client) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(stream)
          socket.once('open', () => {
            socket.send(
              JSON.stringify({
                type: 'subscribe',
                after: Math.max(0, ...published.keys()),
                listedMarkets: scopeOf(client),
              }),
            )
            resolve(socket)
          })
          socket.once('error', reject)
          socket.on('message', (data, binary) => {
            const at = Date.now()
            const text = binary ? inflateRawSync(data as Buffer).toString() : String(data)
            // The seq leads the frame: reading it costs no parse of the changes.
            const match = /^\{"type":"changes","seq":(\d+)/.exec(text)
            if (match && measuring) arrivals.push([Number(match[1]), at])
          })
        }),
    ),
  )
  // Everyone connected and the feed steady; measure from the next batch on.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const firstSeq = Math.max(0, ...published.keys()) + 1
  measuring = true
  const rssFrom = rss.length
  await new Promise((resolve) => setTimeout(resolve, window * 1000))
  measuring = false
  const lastSeq = Math.max(0, ...published.keys()) - 2
  await new Promise((resolve) => setTimeout(resolve, 1000))
  for (const socket of sockets) socket.close()

  // A frame counts for the batch's changes whatever the scope left in it: what is measured is
  // that every client gets every batch, and how soon.
  let delivered = 0
  let expected = 0
  const delays: number[] = []
  for (let seq = firstSeq; seq <= lastSeq; seq++)
    expected += (published.get(seq)?.changes ?? 0) * clients
  for (const [seq, at] of arrivals) {
    const batch = published.get(seq)
    if (!batch || seq < firstSeq || seq > lastSeq) continue
    delivered += batch.changes
    delays.push(at - batch.at)
  }
  delays.sort((a, b) => a - b)
  const at = (share: number) =>
    delays[Math.min(delays.length - 1, Math.floor(share * delays.length))] ?? 0
  const mb = (bytes: number | undefined) => `${Math.round((bytes ?? 0) / 1048576)} MB`
  const rssWindow = rss.slice(rssFrom)
  const heapWindow = heap.slice(rssFrom)
  console.log(
    `   fan-out, ${label}, ${clients} clients, ${changesPerSecond} changes/s, ${window} s: ` +
      `${Math.round(delivered / window).toLocaleString('en')} changes delivered/s ` +
      `(${((delivered / Math.max(1, expected)) * 100).toFixed(2)} % of published; target 100 %), ` +
      `delay p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (target < 100), ` +
      `server memory ${mb(rssWindow[0])} → ${mb(rssWindow.at(-1))} RSS (max ${mb(Math.max(...rssWindow))}), ` +
      `heap ${mb(heapWindow[0])} → ${mb(heapWindow.at(-1))} (max ${mb(Math.max(...heapWindow))}); target flat`,
  )
}
