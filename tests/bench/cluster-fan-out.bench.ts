// Fan-out through HAProxy across the three processes of `npm run cluster` (real PostgreSQL,
// compiled servers, Debian's HAProxy), then the same load on one of those processes alone, so the
// scaling ratio shows. The feed is an operator's own, posted to POST /ingest/changes at the set
// rate; every client watches what a bettor watches: 10 live events whole (docs/live-protocol.md,
// Listed markets), the watch lists drawn from a bounded set as bettors crowd the same matches.
// The feed runs in a process of its own, the clients in this one.
//
// Prints, for each run: changes delivered against those that should have been (lost = 0?), p50
// and p99 delay from a batch's commit (the moment the ingest answered with its seq: the commit is
// done by then) to its arrival at a client, and each process's memory (RSS first → last, max) and
// CPU over the run. Figures only, never asserted.
//
// Sizes (the issue's target is BENCH_CLIENTS=5000 BENCH_CHANGES=2000 BENCH_SECONDS=120):
// BENCH_CLIENTS (1000), BENCH_CHANGES a second (2000), BENCH_SECONDS per run (60), BENCH_SCOPES,
// the different watch lists (100), CLUSTER_PORT (8571: HAProxy, the six ports after it the apps).

import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { WebSocket } from 'ws'
import type { Outcome } from '../../domain/events/event.ts'
import { type LiveChange, priceChange } from '../../domain/feed/change.ts'
import type { ListedMarkets } from '../../domain/feed/protocol.ts'
import { type Cluster, startCluster } from '../../scripts/cluster.mjs'
import { ensureClientBuild, ensureHaproxy, ensureServerBuild } from '../../scripts/prepare.mjs'
import { fixtureEvents } from '../../server/catalogue/catalogue-fixture.ts'
import { seededRandom } from '../../server/feed/feed-options.ts'

const clients = Number(process.env.BENCH_CLIENTS ?? 1000)
const changesPerSecond = Number(process.env.BENCH_CHANGES ?? 2000)
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const scopes = Number(process.env.BENCH_SCOPES ?? 100)
const watchedEvents = 10
const tickMs = 50
const ingestKey = 'cluster-fan-out-bench-key'

interface Published {
  at: number
  changes: number
  /** Changes in the batch by the event they are on. */
  byEvent: Map<string, number>
}

if (process.argv[2] === 'feed') await feed(process.argv[3] ?? '')
else await measure()

async function measure(): Promise<void> {
  ensureClientBuild()
  ensureServerBuild()
  ensureHaproxy()
  const cluster = await startCluster({
    basePort: Number(process.env.CLUSTER_PORT ?? 8571),
    environment: {
      LOG_LEVEL: 'warn',
      FEED_SOURCE: 'ingest',
      INGEST_KEY: ingestKey,
      // Every client here is this machine, one address to the servers behind HAProxy.
      STREAMS_PER_ADDRESS: String(clients),
    },
  })
  try {
    console.log(
      `   ${clients.toLocaleString('en')} clients each watching ${watchedEvents} live events ` +
        `(${scopes} different watch lists), ${changesPerSecond.toLocaleString('en')} changes/s, ` +
        `${seconds} s a run, on ${cluster.apps.length} processes behind HAProxy, then on one`,
    )
    const feed = await spawnFeed(cluster.url)
    try {
      await run(cluster, feed, cluster.url, 'through HAProxy, 3 processes')
      await run(cluster, feed, cluster.apps[0]?.url ?? '', 'one process (app-1 alone)')
    } finally {
      await feed.stop()
    }
  } finally {
    await cluster.stop()
  }
}

/** The fixture's events: the same ids in the feed's process and the clients'. */
function catalogue() {
  return fixtureEvents({ events: 200, marketsPerEvent: 10, now: new Date() })
}

/**
 * The feed in a process of its own, so that thousands of clients' frames do not slow its batches
 * down: its batches come back on stdout as `batch seq at changes event:count,…`.
 */
async function spawnFeed(url: string) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'feed', url],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const published = new Map<number, Published>()
  let latest = 0
  let resolveReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [kind, seq, at, changes, events] = line.split(' ')
    if (kind === 'ready') resolveReady()
    if (kind !== 'batch') return
    const byEvent = new Map(
      (events ?? '')
        .split(',')
        .filter(Boolean)
        .map((entry) => {
          const [event, count] = entry.split(':')
          return [event ?? '', Number(count)] as const
        }),
    )
    published.set(Number(seq), { at: Number(at), changes: Number(changes), byEvent })
    latest = Math.max(latest, Number(seq))
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await Promise.race([ready, exited.then(() => Promise.reject(new Error('the feed stopped')))])
  return {
    published,
    liveEventIds: catalogue()
      .filter((event) => event.clock)
      .map((event) => event.id),
    latest: () => latest,
    async stop() {
      child.stdin.end()
      await exited
    },
  }
}

/** The operator's feed: the catalogue first, then price changes on live outcomes, a batch a tick. */
async function feed(url: string): Promise<void> {
  const events = catalogue()
  const outcomes = events
    .filter((event) => event.clock)
    .flatMap((event) => event.markets.flatMap((market) => market.outcomes))
  const random = seededRandom(1)
  let sequence = (await post(url, 1, [])).expected
  for (let at = 0; at < events.length; at += 50)
    sequence = (
      await post(
        url,
        sequence,
        events.slice(at, at + 50).map((event) => ({ kind: 'event-added' as const, event })),
      )
    ).expected
  process.stdout.write('ready\n')
  let busy = false
  let sentUpTo = Date.now()
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    // As many changes as the rate owes since the last batch: a slow answer makes the next batch
    // larger, not the rate lower. Distinct outcomes, as a feed sends an outcome's latest price
    // once a batch (two in one batch would reach a client as one).
    const now = Date.now()
    const owed = Math.round((changesPerSecond * (now - sentUpTo)) / 1000)
    sentUpTo = now
    const picked = new Set<Outcome>()
    while (picked.size < Math.min(owed, outcomes.length / 2))
      picked.add(outcomes[Math.floor(random() * outcomes.length)] as Outcome)
    const byEvent = new Map<string, number>()
    const batch = [...picked].map((outcome) => {
      byEvent.set(outcome.eventId, (byEvent.get(outcome.eventId) ?? 0) + 1)
      return priceChange(outcome, Math.round((1.2 + random() * 8) * 100) / 100)
    })
    try {
      const answer = await post(url, sequence, batch)
      sequence = answer.expected
      const counts = [...byEvent].map(([event, count]) => `${event}:${count}`).join(',')
      if (answer.seq !== undefined)
        process.stdout.write(`batch ${answer.seq} ${Date.now()} ${batch.length} ${counts}\n`)
    } finally {
      busy = false
    }
  }, tickMs)
  process.stdin.resume()
  process.stdin.on('end', () => {
    clearInterval(timer)
    process.exit(0)
  })
}

async function post(
  url: string,
  sequence: number,
  changes: LiveChange[],
): Promise<{ expected: number; seq?: number }> {
  const answer = await fetch(`${url}/ingest/changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sequence, changes }),
  })
  const body = (await answer.json()) as { expected: number; seq?: number; message?: string }
  if (answer.status !== 200)
    throw new Error(`the ingest refused batch ${sequence}: ${answer.status} ${body.message}`)
  return body
}

/** Client i's watch list: 10 consecutive live events from a place its list number picks. */
function watchList(client: number, liveEventIds: string[]): string[] {
  const start = ((client % scopes) * 7) % liveEventIds.length
  return Array.from(
    { length: watchedEvents },
    (_, index) => liveEventIds[(start + index) % liveEventIds.length] ?? '',
  )
}

/** Every process's resident memory and CPU seconds, from its own /metrics. */
async function sampleProcesses(cluster: Cluster): Promise<Array<{ rss: number; cpu: number }>> {
  return Promise.all(
    cluster.apps.map(async (app) => {
      const text = await (await fetch(app.metricsUrl)).text()
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1])
      return {
        rss: value('process_resident_memory_bytes'),
        cpu: value('process_cpu_seconds_total'),
      }
    }),
  )
}

type Feed = Awaited<ReturnType<typeof spawnFeed>>

/** One run: every client subscribes through `url`, then frames are counted and timed. */
async function run(cluster: Cluster, feed: Feed, url: string, label: string): Promise<void> {
  const stream = `${url.replace(/^http/, 'ws')}/xapi/live/stream`
  const watching = Array.from({ length: clients }, (_, client) =>
    watchList(client, feed.liveEventIds),
  )
  // Per client, the changes counted by seq; a Map, since a client may not see a batch at all.
  const received = Array.from({ length: clients }, () => new Map<number, number>())
  const delays: number[] = []
  const early: Array<[seq: number, at: number]> = []
  /** Sockets the server closed while measuring, by close code. */
  const closed = new Map<number, number>()
  let measuring = false
  const sockets: WebSocket[] = []
  // A few hundred at a time: thousands of handshakes at once would time out on two cores.
  for (let from = 0; from < clients; from += 250)
    sockets.push(
      ...(await Promise.all(
        watching
          .slice(from, from + 250)
          .map((events, offset) =>
            connect(stream, from + offset, { marketTypeIds: [], wholeEventIds: events }),
          ),
      )),
    )

  function connect(address: string, client: number, scope: ListedMarkets): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(address)
      socket.once('open', () => {
        socket.send(
          JSON.stringify({ type: 'subscribe', after: feed.latest(), listedMarkets: scope }),
        )
        resolve(socket)
      })
      socket.once('error', reject)
      // A client that reads too slowly is cut by the server (tooSlowCloseCode); this one does not
      // come back, so each cut shows as batches missed.
      socket.once('close', (code) => {
        if (measuring) closed.set(code, (closed.get(code) ?? 0) + 1)
      })
      socket.on('message', (data) => {
        if (!measuring) return
        const at = Date.now()
        const text = String(data)
        // The seq leads the frame, and each change carries one "k": counted without a parse.
        const match = /^\{"type":"changes","seq":(\d+)/.exec(text)
        if (!match) return
        const seq = Number(match[1])
        received[client]?.set(seq, text.split('"k":').length - 1)
        const batch = feed.published.get(seq)
        if (batch) delays.push(at - batch.at)
        // The frame outran the ingest's answer to the bench: timed once the answer is in.
        else early.push([seq, at])
      })
    })
  }

  // Everyone connected and the feed steady; measure from the next batch on.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const firstSeq = feed.latest() + 1
  measuring = true
  const samples = [await sampleProcesses(cluster)]
  const sampling = setInterval(async () => samples.push(await sampleProcesses(cluster)), 5000)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  clearInterval(sampling)
  samples.push(await sampleProcesses(cluster))
  // The last batches get the time a slow client needs to receive them.
  const lastSeq = feed.latest()
  await new Promise((resolve) => setTimeout(resolve, 2000))
  measuring = false
  for (const socket of sockets) socket.close()

  let expected = 0
  let delivered = 0
  let batchesMissed = 0
  for (let client = 0; client < clients; client++) {
    const events = watching[client] ?? []
    const got = received[client] ?? new Map()
    for (let seq = firstSeq; seq <= lastSeq; seq++) {
      const batch = feed.published.get(seq)
      if (!batch) continue
      const should = events.reduce((sum, event) => sum + (batch.byEvent.get(event) ?? 0), 0)
      expected += should
      const count = got.get(seq)
      if (count === undefined) batchesMissed += 1
      else delivered += Math.min(count, should)
    }
  }
  for (const [seq, at] of early) {
    const batch = feed.published.get(seq)
    if (batch) delays.push(at - batch.at)
  }
  delays.sort((a, b) => a - b)
  const at = (share: number) =>
    delays[Math.min(delays.length - 1, Math.floor(share * delays.length))] ?? 0
  const mb = (bytes: number | undefined) => `${Math.round((bytes ?? 0) / 1048576)} MB`
  let publishedChanges = 0
  for (let seq = firstSeq; seq <= lastSeq; seq++)
    publishedChanges += feed.published.get(seq)?.changes ?? 0
  console.log(
    `   fan-out ${label}: ${lastSeq - firstSeq + 1} batches, ${Math.round(publishedChanges / seconds).toLocaleString('en')} changes/s published, ` +
      `${delivered.toLocaleString('en')} of ${expected.toLocaleString('en')} watched changes delivered ` +
      `(lost ${(expected - delivered).toLocaleString('en')}, batches missed ${batchesMissed.toLocaleString('en')}, ` +
      `clients closed by the server ${[...closed].map(([code, count]) => `${count} with ${code}`).join(', ') || 'none'}), ` +
      `delay commit → client p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${delays.at(-1) ?? 0} ms`,
  )
  cluster.apps.forEach((app, index) => {
    const rss = samples.map((sample) => sample[index]?.rss ?? 0)
    const first = samples[0]?.[index]
    const last = samples.at(-1)?.[index]
    const cpu = ((last?.cpu ?? 0) - (first?.cpu ?? 0)) / seconds
    console.log(
      `     ${app.name}: RSS ${mb(rss[0])} → ${mb(rss.at(-1))} (max ${mb(Math.max(...rss))}), ` +
        `CPU ${(cpu * 100).toFixed(0)} % of a core`,
    )
  })
}
