// The cluster on real parts (npm run cluster: PostgreSQL, three compiled server processes and
// Debian's HAProxy with deploy/haproxy.cfg), under a bounded load through HAProxy: 200 live
// clients and 20 bettors placing while markets are resulted and settled. The feed leader is
// killed with SIGKILL, another process is stopped with SIGTERM, each is started again as an
// orchestrator would, and PostgreSQL is restarted once. Then every client reconnected and holds
// exactly the server's snapshot, every placement left in doubt is resolved by asking again with
// its uuid, every balance is its ledger, no bet is settled twice, /readyz said 503 while the
// database was away, and the feed moved to another process within 10 s.

import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import { isUnanswered } from '../../domain/api/result.ts'
import { type AppProcess, type Cluster, startCluster } from '../../scripts/cluster.mjs'
import { type Database, lockKeys } from '../../server/db/database.ts'
import {
  balanceAndLedger,
  createFundedPlayer,
  createTestEvent,
  loginAs,
  openTestDatabase,
  type TestEvent,
} from '../support/bets.ts'
import type { TestPlayer } from '../support/test-players.ts'
import {
  eventsOfSnapshot,
  firstDifference,
  type LiveMirror,
  startLiveMirror,
} from './live-mirror.ts'

const liveClients = 200
const bettors = 20
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let cluster: Cluster
let db: Database
const counts = {
  kills: 0,
  stops: 0,
  reconnections: 0,
  placed: 0,
  refused: 0,
  inDoubt: 0,
  inDoubtResolved: 0,
  resulted: 0,
  mismatches: 0,
  feedMovedMs: 0,
}
/** Whether the test ran to its end. */
let finished = false
/** Seconds each part of the run took, for the log of a slow run. */
const phases: string[] = []
let phaseStart = Date.now()
const phase = (name: string) => {
  phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`)
  phaseStart = Date.now()
}

beforeAll(async () => {
  cluster = await startCluster({
    basePort: Number(process.env.CLUSTER_PORT ?? 8571),
    environment: {
      LOG_LEVEL: 'warn',
      // Markets resulted through HAProxy, as a feed's results would be, to settle bets under way.
      DEV_ENDPOINTS: '1',
      // A batch a second over three matches and no calendar: each of the 200 clients checks and
      // applies every batch, in this one test process.
      FEED_LIVE_EVENTS: '3',
      FEED_PREMATCH_EVENTS: '0',
      FEED_CHANGES_PER_SECOND: '6',
      FEED_TICK_MS: '1000',
      // HAProxy checks every second and takes a process out after two failures.
      DRAIN_DELAY_MS: '2500',
    },
  })
  db = await openTestDatabase(cluster.postgres.url)
  phase('cluster started')
}, 90_000)

afterAll(async () => {
  await db?.close()
  // What HAProxy saw: each process it took out of rotation and put back.
  const rotation = (cluster?.balancerLog() ?? '')
    .split('\n')
    .filter((line) => / is (DOWN|UP)/.test(line))
  // What the processes logged at warn and above (LOG_LEVEL): for a run that failed; one that
  // passed logged the database's absence too.
  const logged = (cluster?.apps ?? []).flatMap((app) =>
    readFileSync(join(cluster.logDir, `${app.name}.log`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => `${app.name} ${line.slice(0, 300)}`),
  )
  await cluster?.stop()
  phase('stopped')
  console.info(`HAProxy:\n${rotation.join('\n')}`)
  if (!finished)
    console.info(`The processes' last warnings and errors:\n${logged.slice(-20).join('\n')}`)
  console.info(
    `cluster: ${counts.kills} SIGKILL, ${counts.stops} SIGTERM, 1 PostgreSQL restart; ${counts.reconnections} reconnections of ${liveClients} live clients; ${counts.placed} placed, ${counts.refused} refused, ${counts.inDoubt} in doubt of which ${counts.inDoubtResolved} resolved by uuid; ${counts.resulted} markets resulted; feed moved in ${counts.feedMovedMs} ms; ${counts.mismatches} mismatches (${phases.join(', ')})`,
  )
})

/** A process's metric, read from its own metrics port. */
async function metric(app: AppProcess, name: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(app.metricsUrl)).text()
    const line = text.split('\n').find((each) => each.startsWith(`${name} `))
    return line === undefined ? undefined : Number(line.slice(name.length + 1))
  } catch {
    return undefined
  }
}

async function liveSnapshot(): Promise<LiveEventsResponse> {
  return (await fetch(`${cluster.url}/xapi/rest/live/events`)).json() as Promise<LiveEventsResponse>
}

/** The database backend that holds the feed lease (server/db/database.ts, lockKeys.feedLeader). */
async function leaseHolder(): Promise<number | undefined> {
  const [row] = await db.query<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted`,
    [lockKeys.feedLeader],
  )
  return row?.pid
}

async function feedLeader(): Promise<AppProcess | undefined> {
  for (const app of cluster.apps)
    if (app.running && (await metric(app, 'feed_leader')) === 1) return app
  return undefined
}

/**
 * A POST through HAProxy asked again, with the same uuid in its address, until it is answered:
 * no answer (the process died under it, a gateway error) leaves it in doubt; a 503 (no process
 * ready, the database away) did nothing and is asked again too.
 */
async function untilAnswered(path: string, token: string, body: unknown) {
  let inDoubt = false
  for (;;) {
    let status = 0
    let answer: Record<string, unknown> | undefined
    try {
      const response = await fetch(`${cluster.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      status = response.status
      answer = (await response.json().catch(() => undefined)) as typeof answer
    } catch {
      status = 0
    }
    if (answer !== undefined && status !== 503 && status < 500) return { status, answer, inDoubt }
    if (isUnanswered({ status, code: 'network', message: '' })) inDoubt = true
    await sleep(200)
  }
}

/** 20 bettors placing singles on the event's open markets, and markets resulted now and then. */
function startLoad(players: TestPlayer[], tokens: Map<string, string>, event: TestEvent) {
  const resulted = new Set<string>()
  /** Each placement by its uuid: the bettor's account, what it was answered, and if in doubt. */
  const answers = new Map<string, { accountId: string; placed: boolean; inDoubt: boolean }>()
  const open = () => event.marketIds.filter((id) => !resulted.has(id))
  let running = true

  async function place(player: TestPlayer) {
    const markets = open()
    const market = event.marketIds.indexOf(
      markets[Math.floor(Math.random() * markets.length)] ?? '',
    )
    const outcome = Math.floor(Math.random() * 3)
    const uuid = randomUUID()
    const { status, answer, inDoubt } = await untilAnswered(
      `/xapi/rest/accounts/${player.accountId}/betslips?uuid=${uuid}`,
      tokens.get(player.id) ?? '',
      {
        singles: [
          {
            outcomeId: event.outcomes[market]?.[outcome],
            decimal: outcome + 2,
            unitStake: 100 + Math.floor(Math.random() * 400),
          },
        ],
        userAcceptOdds: 'A',
      },
    )
    const placed = status === 200 && Array.isArray(answer.errors) && answer.errors.length === 0
    answers.set(uuid, { accountId: player.accountId, placed, inDoubt })
    if (placed) counts.placed++
    else counts.refused++
    if (inDoubt) counts.inDoubt++
  }

  async function result(marketId: string) {
    const market = event.marketIds.indexOf(marketId)
    const winner = event.outcomes[market]?.[Math.floor(Math.random() * 3)]
    const { status } = await untilAnswered(`/dev/markets/${marketId}/result`, 'none', {
      winners: [winner],
    })
    // 409: resulted already, by an attempt whose answer was lost.
    if (status !== 200 && status !== 409) throw new Error(`resulting ${marketId}: ${status}`)
    resulted.add(marketId)
    if (status === 200) counts.resulted++
  }

  const placing = players.map(async (player) => {
    while (running) {
      await place(player)
      await sleep(400 + Math.random() * 400)
    }
  })
  const resulting = (async () => {
    while (running) {
      await sleep(1500)
      // A few stay open for the bettors until the end.
      if (running && open().length > 4) await result(open()[0] as string)
    }
  })()
  return {
    answers,
    /** Placements sent one a millisecond, so that some are under way whenever a process dies. */
    async burst(count: number) {
      const sent: Promise<void>[] = []
      for (let at = 0; at < count; at++) {
        sent.push(place(players[at % players.length] as TestPlayer))
        await sleep(1)
      }
      return Promise.all(sent)
    },
    async stop() {
      running = false
      await Promise.all([...placing, resulting])
      for (const marketId of open()) await result(marketId)
    },
  }
}

describe('three processes behind HAProxy on one PostgreSQL', () => {
  let mirrors: LiveMirror[] = []
  afterAll(() => {
    for (const mirror of mirrors) mirror.stop()
  })

  it('lose a process to SIGKILL, one to SIGTERM and the database for a moment: no change, bet or payment lost', async () => {
    const players = await Promise.all(
      Array.from({ length: bettors }, () => createFundedPlayer(db, 'cluster', 1_000_000)),
    )
    const event = await createTestEvent(db, { markets: 24, outcomesPerMarket: 3 })
    const tokens = new Map<string, string>()
    for (const player of players) tokens.set(player.id, await loginAs(cluster.url, player))
    // From after the feed's first batch, which puts the matches in: 200 clients need not each
    // read it.
    let opening = await liveSnapshot()
    while (opening.seq === 0) {
      await sleep(200)
      opening = await liveSnapshot()
    }
    mirrors = await Promise.all(
      Array.from({ length: liveClients }, () => startLiveMirror(cluster.url, opening)),
    )
    await expect
      .poll(() => mirrors.filter((mirror) => mirror.streaming).length, { timeout: 30_000 })
      .toBe(liveClients)
    phase('clients streaming')
    const load = startLoad(players, tokens, event)
    await sleep(2000)

    // SIGKILL the feed leader: its clients and requests under way are cut, the feed moves.
    const leader = await feedLeader()
    if (!leader) throw new Error('no process leads the feed')
    const cut = (await metric(leader, 'live_clients')) ?? 0
    const holder = await leaseHolder()
    const burst = load.burst(60)
    await sleep(30)
    const killedAt = Date.now()
    expect((await leader.kill('SIGKILL')).signal).toBe('SIGKILL')
    counts.kills++
    // Timed at the database, where the lease is: a scrape of the metrics can lag on a busy machine.
    let taken: number | undefined
    while (taken === undefined && Date.now() - killedAt < 15_000) {
      const now = await leaseHolder()
      if (now !== undefined && now !== holder) taken = Date.now()
      else await sleep(100)
    }
    counts.feedMovedMs = (taken ?? Date.now()) - killedAt
    expect(counts.feedMovedMs).toBeLessThan(10_000)
    // The new holder says so once it has read the catalogue and started the feed.
    await expect.poll(() => feedLeader(), { timeout: 10_000, interval: 200 }).toBeDefined()
    const next = await feedLeader()
    expect(next).not.toBe(leader)
    await burst
    await leader.start()
    phase('SIGKILL and restart')

    // SIGTERM another: it turns unready, HAProxy takes it out, its clients are told to go.
    const stopped = cluster.apps.find((app) => app !== leader && app !== next) ?? leader
    const told = (await metric(stopped, 'live_clients')) ?? 0
    expect((await stopped.kill('SIGTERM')).code).toBe(0)
    counts.stops++
    await stopped.start()
    phase('SIGTERM and restart')

    // PostgreSQL away: every process says 503 with the database as the reason, then recovers.
    cluster.postgres.halt()
    const reasons = await Promise.all(
      cluster.apps.map(async (app) => {
        for (;;) {
          const answer = await fetch(`${app.url}/readyz`)
          if (answer.status === 503) return ((await answer.json()) as { reason: string }).reason
          await sleep(100)
        }
      }),
    )
    for (const reason of reasons) expect(reason).toMatch(/^database: /)
    await sleep(1500)
    cluster.postgres.resume()
    await expect
      .poll(
        async () =>
          (await Promise.all(cluster.apps.map((app) => fetch(`${app.url}/readyz`)))).map(
            (a) => a.status,
          ),
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toEqual([200, 200, 200])
    await expect.poll(() => feedLeader(), { timeout: 10_000, interval: 250 }).toBeDefined()
    phase('database restart')
    await sleep(2000)
    await load.stop()
    phase('load stopped')

    // Every placement answered placed is one slip with its bets, and no uuid made two; a
    // placement in doubt is resolved when the answer its uuid got at last is what was stored.
    const accountIds = players.map((player) => player.accountId)
    const slips = await db.query<{ uuid: string; account_id: string; bets: number }>(
      `select s.uuid, s.account_id, count(b.id)::int as bets from betslips s
       left join bets b on b.betslip_id = s.id where s.account_id = any($1)
       group by s.id`,
      [accountIds],
    )
    const slipsByUuid = new Map(slips.map((slip) => [slip.uuid, slip]))
    expect(slips.length).toBe(slipsByUuid.size)
    for (const [uuid, { accountId, placed, inDoubt }] of load.answers) {
      const slip = slipsByUuid.get(uuid)
      const stored = slip !== undefined && slip.account_id === accountId && slip.bets > 0
      expect({ uuid, placed: stored }).toEqual({ uuid, placed })
      if (inDoubt) counts.inDoubtResolved++
    }

    // Every bet settled, once, and paid its returns.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select b.id from bets b where b.account_id = any($1) and b.status in ('open', 'pending')`,
              [accountIds],
            )
          ).length,
        { timeout: 20_000, interval: 500 },
      )
      .toBe(0)
    const twice = await db.query(
      `select reference from ledger where account_id = any($1) and type in ('win', 'refund')
       group by reference having count(*) > 1`,
      [accountIds],
    )
    expect(twice).toEqual([])
    const unpaid = await db.query(
      `select b.id from bets b join settlements s on s.bet_id = b.id
       where b.account_id = any($1) and s.returns <> coalesce(
         (select sum(amount) from ledger l where l.reference = b.id and l.type in ('win', 'refund')), 0)`,
      [accountIds],
    )
    expect(unpaid).toEqual([])
    for (const accountId of accountIds) {
      const { balance, ledger } = await balanceAndLedger(db, accountId)
      expect(balance).toBe(ledger)
    }

    // Every live client reconnected where its process went, and holds the server's snapshot.
    await expect
      .poll(() => mirrors.filter((mirror) => mirror.streaming).length, { timeout: 30_000 })
      .toBe(liveClients)
    counts.reconnections = mirrors.reduce((sum, mirror) => sum + mirror.connections - 1, 0)
    expect(counts.reconnections).toBeGreaterThanOrEqual(cut + told)
    let unchecked = mirrors
    for (let tries = 0; unchecked.length > 0 && tries < 10; tries++) {
      const snapshot = await liveSnapshot()
      const truth = eventsOfSnapshot(snapshot)
      const held = await Promise.all(unchecked.map((mirror) => mirror.heldAt(snapshot.seq, 10_000)))
      const differences = held.flatMap((events) => (events && firstDifference(events, truth)) || [])
      counts.mismatches += differences.length
      expect(differences.slice(0, 3)).toEqual([])
      unchecked = unchecked.filter((_, at) => held[at] === undefined)
    }
    expect(unchecked).toEqual([])
    phase('checked')
    finished = true
  }, 240_000)

  it("a bettor's own X-Forwarded-Proto and -Host are not believed through the proxy", async () => {
    const answer = await fetch(`${cluster.url}/api/cached_settings`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gateway.localhost' },
    })
    expect(answer.status).toBe(200)
    // Not https: no HSTS; not the gateway brand's host: the page's own brand.
    expect(answer.headers.get('strict-transport-security')).toBeNull()
    const direct = await fetch(`${cluster.url}/api/cached_settings`)
    expect(await answer.json()).toEqual(await direct.json())
  })
})
