// A server process killed with SIGKILL in the middle of placement, cash-out and settlement, then
// started again, three times over: afterwards every account's balance is the sum of its ledger
// rows and none is negative, every bet whose legs are resulted is settled, every settled bet was
// paid exactly its returns once, and every cash-out was paid once. PostgreSQL only (PGlite is
// one process's file); DATABASE_URL as in npm test's PostgreSQL pass.

import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashoutOfferResponse } from '../../domain/api/cash-out.ts'
import type { Database } from '../../server/db/database.ts'
import {
  createFundedPlayer,
  createTestEvent,
  loginAs,
  openTestDatabase,
  type TestEvent,
} from '../support/bets.ts'
import { freePort, untilAnswering } from '../support/server-process.ts'
import type { TestPlayer } from '../support/test-players.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('settlement through kill -9 on PostgreSQL', () => {
  let db: Database
  let child: ChildProcess | undefined

  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await db?.close()
  })

  it('§7 settlement: kill -9 three times under load leaves every ledger whole and every bet paid once', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, () => createFundedPlayer(db, 'crash', 1_000_000)),
    )
    // Pre-match, so no in-play delay holds a bet; many markets, so results keep coming.
    const event = await createTestEvent(db, { markets: 16, outcomesPerMarket: 3, live: false })
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const resulted = new Set<string>()
    const counts = { placed: 0, cashedOut: 0, resulted: 0, failed: 0 }

    child = await startProcess(port)
    const tokens = new Map<string, string>()
    for (const player of players) tokens.set(player.id, await loginAs(url, player))
    const load = createLoad({ url, db, players, tokens, event, resulted, counts })

    for (let round = 1; round <= 3; round++) {
      const stopLoad = load.run()
      // Long enough for every kind of call to be in flight when the process dies.
      await sleep(1500 + Math.random() * 1000)
      // A market being resulted as the process dies: published, perhaps, and not yet settled,
      // which the next life's sweep must finish.
      const markets = event.marketIds.filter((id) => !resulted.has(id))
      if (markets.length > 0)
        load.result(markets[Math.floor(Math.random() * markets.length)] as string).catch(() => {
          counts.failed++
        })
      await sleep(Math.random() * 40)
      child.kill('SIGKILL')
      await new Promise((resolve) => child?.once('exit', resolve))
      await stopLoad()
      child = await startProcess(port)
    }
    // The last life: the rest of the markets are resulted, and the start-up sweep settles what a
    // killed process resulted but never settled.
    for (const marketId of event.marketIds) if (!resulted.has(marketId)) await load.result(marketId)
    await expect
      .poll(
        async () =>
          Number(
            (
              await db.query<{ open: string }>(
                `select count(*) as open from bets b left join bet_legs l on l.bet_id = b.id
                   join outcomes o on o.id = coalesce(l.outcome_id, b.outcome_id)
                 where b.status in ('open', 'pending') and o.event_id = $1`,
                [event.event.id],
              )
            )[0]?.open,
          ),
        { timeout: 20_000, interval: 500 },
      )
      .toBe(0)
    child.kill('SIGTERM')
    await new Promise((resolve) => child?.once('exit', resolve))
    child = undefined

    const accountIds = players.map((player) => player.accountId)
    const accounts = await db.query<{ id: string; balance: number; ledger: number }>(
      `select a.id, a.balance, (select coalesce(sum(amount), 0) from ledger l where l.account_id = a.id) as ledger
       from accounts a where a.id = any($1)`,
      [accountIds],
    )
    for (const account of accounts) {
      expect(Number(account.balance)).toBe(Number(account.ledger))
      expect(Number(account.balance)).toBeGreaterThanOrEqual(0)
    }
    const bets = await db.query<{
      id: string
      status: string
      returns: number | null
      settled: number | null
      credits: number
      credited: number
      cash_out_rows: number
      cash_out_credits: number
      cashed: number
      cashed_out_stake: number
      total_stake: number | null
      unit_stake: number
    }>(
      `select b.id, b.status, b.returns, s.returns as settled, b.cashed_out_stake, b.total_stake,
         b.unit_stake,
         (select count(*) from ledger l where l.reference = b.id and l.type in ('win', 'refund')) as credits,
         (select coalesce(sum(amount), 0) from ledger l where l.reference = b.id and l.type in ('win', 'refund')) as credited,
         (select count(*) from cash_outs c where c.bet_id = b.id) as cash_out_rows,
         (select coalesce(sum(amount), 0) from cash_outs c where c.bet_id = b.id) as cashed,
         (select coalesce(sum(amount), 0) from ledger l where l.reference = b.id and l.type = 'cash-out') as cash_out_credits
       from bets b left join settlements s on s.bet_id = b.id
       where b.account_id = any($1)`,
      [accountIds],
    )
    expect(bets.length).toBeGreaterThan(10)
    for (const bet of bets) {
      const row = numbers(bet)
      expect({ id: bet.id, open: bet.status === 'open' }).toEqual({ id: bet.id, open: false })
      if (bet.status === 'cashed-out') {
        expect(row.settled).toBeNull()
        expect(row.credits).toBe(0)
        expect(row.cashed_out_stake).toBe(row.total_stake ?? row.unit_stake)
      } else if (bet.status !== 'rejected') {
        // Settled: paid its returns, once, or nothing when it returned nothing.
        expect(row.settled).toBe(row.returns)
        expect(row.credits).toBe((row.returns ?? 0) > 0 ? 1 : 0)
        expect(row.credited).toBe(row.returns)
      }
      // Every cash-out paid once, and only those.
      expect(row.cash_out_credits).toBe(row.cashed)
    }
    const ledgerRows = await db.query<{ count: string }>(
      `select count(*) from ledger where type = 'cash-out' and account_id = any($1)`,
      [accountIds],
    )
    expect(Number(ledgerRows[0]?.count)).toBe(
      bets.reduce((sum, bet) => sum + Number(bet.cash_out_rows), 0),
    )
    console.info(
      `kill -9 x3: ${bets.length} bets, ${counts.placed} placements, ${counts.cashedOut} cash-outs, ${counts.resulted} results answered; ${counts.failed} calls cut off`,
    )
    // 70-75 s in CI beside the end-to-end tests on two cores, and once past 90 s.
  }, 400_000)
})

interface LoadContext {
  url: string
  db: Database
  players: TestPlayer[]
  tokens: Map<string, string>
  event: TestEvent
  resulted: Set<string>
  counts: { placed: number; cashedOut: number; resulted: number; failed: number }
}

/** Eight workers placing, cashing out and resulting markets until told to stop. */
function createLoad(context: LoadContext) {
  const { url, db, players, tokens, event, resulted, counts } = context
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T
  const post = async (path: string, token: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const open = () => event.marketIds.filter((id) => !resulted.has(id))

  async function place(player: TestPlayer) {
    const markets = open()
    if (markets.length === 0) return
    const market = event.marketIds.indexOf(pick(markets))
    const outcome = Math.floor(Math.random() * 3)
    const outcomeId = event.outcomes[market]?.[outcome] as string
    const answer = await post(
      `/xapi/rest/accounts/${player.accountId}/betslips?uuid=${randomUUID()}`,
      tokens.get(player.id) as string,
      {
        singles: [
          { outcomeId, decimal: outcome + 2, unitStake: 100 + Math.floor(Math.random() * 900) },
        ],
        userAcceptOdds: 'A',
      },
    )
    if (answer.status === 200) counts.placed++
  }

  async function cashOut(player: TestPlayer) {
    const [bet] = await db.query<{ id: string }>(
      `select id from bets where account_id = $1 and status = 'open' order by random() limit 1`,
      [player.accountId],
    )
    if (!bet) return
    const token = tokens.get(player.id) as string
    const response = await fetch(`${url}/xapi/bet/account/${player.accountId}/cashout/${bet.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const offer = (await response.json()) as CashoutOfferResponse
    if (offer.status !== 'available') return
    const amount = Math.random() < 0.5 ? offer.amount : Math.max(1, Math.floor(offer.amount / 3))
    const body = { betId: bet.id, cashoutOddsKey: offer.cashoutOddsKey, cashoutStakeAmount: amount }
    const uuid = randomUUID()
    // Sent twice, as a client retrying: it pays once.
    const answers = await Promise.all([
      post(`/xapi/bet/account/${player.accountId}/cashout?uuid=${uuid}`, token, body),
      post(`/xapi/bet/account/${player.accountId}/cashout?uuid=${uuid}`, token, body),
    ])
    if (answers.some((answer) => answer.body.status === 'cashedOut')) counts.cashedOut++
  }

  async function result(marketId: string) {
    const market = event.marketIds.indexOf(marketId)
    const winner = pick(event.outcomes[market] ?? [])
    const answer = await post(`/dev/markets/${marketId}/result`, 'none', { winners: [winner] })
    // Resulted now, or already by an attempt the kill cut off after it committed.
    if (answer.status === 200 || answer.status === 409) resulted.add(marketId)
    if (answer.status === 200) counts.resulted++
  }

  return {
    result,
    run(): () => Promise<void> {
      let running = true
      const worker = async () => {
        while (running) {
          const player = pick(players)
          const roll = Math.random()
          try {
            if (roll < 0.55) await place(player)
            else if (roll < 0.85) await cashOut(player)
            else {
              const markets = open()
              // Keep a few markets open for the next lives.
              if (markets.length > 4) await result(pick(markets))
            }
          } catch {
            counts.failed++
            await sleep(50)
          }
        }
      }
      const workers = Array.from({ length: 8 }, worker)
      return async () => {
        running = false
        await Promise.all(workers)
      }
    },
  }
}

async function startProcess(port: number): Promise<ChildProcess> {
  // The server as main.ts starts it, less the feed (tests/support/serve-without-feed.ts): a
  // process running the feed would hold the lease that another test on this database expects.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/serve-without-feed.ts'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  // tsx compiles the server as it starts: beside the end-to-end tests, at a lower priority, a start
  // has taken over 30 s.
  await untilAnswering(`http://127.0.0.1:${port}/xapi/rest/currencies`, child, {
    timeoutMs: 90_000,
    why: () => stderr,
  })
  return child
}

/** The numeric columns as numbers (pg gives counts as strings), null kept. */
function numbers(row: Record<string, unknown>): Record<string, number | null> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key !== 'id' && key !== 'status')
      .map(([key, value]) => [key, value === null ? null : Number(value)]),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
