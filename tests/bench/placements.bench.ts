// Placements per second and their latency (p50, p99) with 50 bettors placing at once, each on an
// account of their own, pre-match singles (no in-play delay), over HTTP against a server in a
// process of its own: on PGlite, and on PostgreSQL too when DATABASE_URL is set. The target on
// PostgreSQL is 1,000 placements a second with p99 under 50 ms on a 2-core machine. Two figures
// speak to it: the rate the 50 reach when each places again as soon as answered, and the latency
// when placements are sent at 1,000 a second.

import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { startServer } from '../../server/server.ts'
import { createBettor, createEvent } from '../integration/placement-fixtures.ts'

const bettors = 50
const warmupMs = 1_000
const measureMs = 5_000
const unitStake = 100
/** The target's rate: placements sent a second, on PostgreSQL, with p99 under 50 ms. */
const targetRate = 1_000

interface Setup {
  url: string
  outcomeId: string
  decimal: number
  bettors: Array<{ accountId: string; token: string }>
}

if (process.argv[2] === 'serve') await serve()
else await measure()

async function serve(): Promise<void> {
  const server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
  const event = await createEvent(server.db)
  const accounts = []
  for (let index = 0; index < bettors; index++) {
    const bettor = await createBettor(server.db, { balance: 1_000_000_000 })
    accounts.push({ accountId: bettor.accountId, token: bettor.token })
  }
  const setup: Setup = {
    url: server.url,
    outcomeId: event.outcomes[0]?.[0] ?? '',
    decimal: 2,
    bettors: accounts,
  }
  console.log(JSON.stringify(setup))
  process.stdin.resume()
  process.stdin.on('end', () => server.close().then(() => process.exit(0)))
}

async function measure(): Promise<void> {
  await run('PGlite', undefined)
  if (process.env.DATABASE_URL) await run('PostgreSQL', process.env.DATABASE_URL)
  else console.log('   PostgreSQL: skipped (DATABASE_URL is not set)')
}

async function run(name: string, databaseUrl: string | undefined): Promise<void> {
  const env = { ...process.env }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'serve'],
    { stdio: ['pipe', 'pipe', 'inherit'], env },
  )
  try {
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
    const setup = JSON.parse((await lines.next()).value as string) as Setup
    const body = JSON.stringify({
      singles: [{ outcomeId: setup.outcomeId, decimal: setup.decimal, unitStake }],
    })
    let refused = 0
    // node:http with kept-alive sockets, one a bettor, rather than fetch: the load generator
    // shares the server's two cores, and fetch took 1.2 ms of CPU a placement there, more than a
    // third of what the server itself spends on one.
    const agent = new Agent({ keepAlive: true, maxSockets: bettors })
    const placeOne = (bettor: Setup['bettors'][number]) =>
      new Promise<void>((resolve, reject) => {
        const sent = request(
          `${setup.url}/xapi/rest/accounts/${bettor.accountId}/betslips?uuid=${randomUUID()}`,
          {
            agent,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: `Bearer ${bettor.token}`,
            },
          },
          (answer) => {
            let text = ''
            answer.setEncoding('utf8')
            answer.on('data', (chunk: string) => {
              text += chunk
            })
            answer.on('end', () => {
              if (answer.statusCode !== 200 || !text.includes('"errors": []')) refused++
              resolve()
            })
            answer.on('error', reject)
          },
        )
        sent.on('error', reject)
        sent.end(body)
      })
    const loop = async (until: number, latencies?: number[]) => {
      await Promise.all(
        setup.bettors.map(async (bettor) => {
          while (performance.now() < until) {
            const started = performance.now()
            await placeOne(bettor)
            latencies?.push(performance.now() - started)
          }
        }),
      )
    }
    await loop(performance.now() + warmupMs)
    // One bettor at a time first: the latency of a placement when nothing queues beside it.
    const alone: number[] = []
    const first = setup.bettors[0]
    const aloneUntil = performance.now() + 2_000
    while (first && performance.now() < aloneUntil) {
      const started = performance.now()
      await placeOne(first)
      alone.push(performance.now() - started)
    }
    console.log(
      `   ${name}, one at a time: p50 ${percentile(alone, 0.5).toFixed(1)} ms (${alone.length} placements)`,
    )
    refused = 0
    const latencies: number[] = []
    const started = performance.now()
    await loop(started + measureMs, latencies)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `   ${name}: ${(latencies.length / seconds).toFixed(0)} placements/s, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms (${latencies.length} placements, ${bettors} bettors, ${refused} refused, ${availableParallelism()} cores)`,
    )
    // With 50 always in flight the latency is mostly queueing: p50 is about 50 / the rate. So
    // the target's own figure too, on PostgreSQL, and at half its rate for what the machine
    // answers when not at its limit.
    for (const rate of databaseUrl ? [targetRate / 2, targetRate] : []) {
      const sent = await sendAtRate(setup.bettors, placeOne, rate)
      console.log(
        `   ${name}, sent at ${rate}/s: answered ${sent.answeredPerSecond.toFixed(0)}/s, p50 ${percentile(sent.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(sent.latencies, 0.99).toFixed(1)} ms`,
      )
    }
    agent.destroy()
  } finally {
    child.stdin?.end()
  }
}

/** The value below which the share of the latencies lies (0.5: the median). */
function percentile(latencies: number[], share: number): number {
  const sorted = [...latencies].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}

/**
 * Placements sent at a rate whatever the answers, each bettor in turn, each timed from when it
 * was due to be sent, so a send the load generator made late counts as late.
 */
async function sendAtRate<Bettor>(
  bettors: Bettor[],
  placeOne: (bettor: Bettor) => Promise<void>,
  rate: number,
): Promise<{ answeredPerSecond: number; latencies: number[] }> {
  const latencies: number[] = []
  const answers: Array<Promise<void>> = []
  const started = performance.now()
  for (let index = 0; index < (rate * measureMs) / 1000; index++) {
    const due = started + (index * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const bettor = bettors[index % bettors.length]
    if (bettor)
      answers.push(placeOne(bettor).then(() => void latencies.push(performance.now() - due)))
  }
  await Promise.all(answers)
  return {
    answeredPerSecond: latencies.length / ((performance.now() - started) / 1000),
    latencies,
  }
}
