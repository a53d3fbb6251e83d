// The tables that grow with every player and every bet are never read whole: deciding a
// referred slip (approved, or rejected and refunded), showing its details, logging in and
// reading the player's own pages, placing, My bets, a cash-out and a settlement run only
// statements that reach them through an index. Every
// statement the server runs meanwhile is recorded and explained with sequential scans priced out
// (enable_seqscan off), so a plan that still scans one of those tables has no index it could use:
// at a million bets a delay decided in seconds, at a million players every login.
// On PGlite and on PostgreSQL (DATABASE_URL).

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../../server/db/database.ts'
import type { RunningServer } from '../../server/server.ts'
import { createTestPlayer } from '../support/test-players.ts'
import {
  call,
  createBettor,
  createEvent,
  createTestBrand,
  place,
  startPlacementServer,
} from './placement-fixtures.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('indexed lookups on PostgreSQL', () => {
  suite(databaseUrl)
})

describe('indexed lookups on PGlite', () => {
  suite(undefined)
})

/** The tables that grow with every player and every bet: none of them may be read whole. */
const growingTables = [
  'players',
  'accounts',
  'sessions',
  'bets',
  'betslips',
  'bet_legs',
  'ledger',
  'cash_outs',
  'settlements',
]
// Only sequential scans are judged: with them priced out, one still chosen has no index to use.
// A whole index walked instead would be missed, but on a test's few rows the planner walks an
// index whole by its own choice (a handful of open bets), so it cannot be told from a fault.
const growing = new RegExp(`Seq Scan on (${growingTables.join('|')})\\b`)
const naming = new RegExp(`\\b(${growingTables.join('|')})\\b`)

interface Statement {
  sql: string
  params: unknown[]
}

/** Records every statement run on db, in a transaction or not, until the returned stop. */
function recordStatements(db: Database): { statements: Statement[]; stop: () => void } {
  const statements: Statement[] = []
  // The drivers' methods are closures (server/db/pglite.ts, postgres.ts): no `this` to keep.
  const original = { query: db.query, transaction: db.transaction }
  const recording = (q: Queryable): Queryable['query'] =>
    ((sql: string, params: unknown[] = [], options) => {
      statements.push({ sql, params })
      return q.query(sql, params, options)
    }) as Queryable['query']
  db.query = recording(original)
  db.transaction = (fn, options) =>
    original.transaction((tx) => fn({ query: recording(tx) }), options)
  return {
    statements,
    stop: () => {
      db.query = original.query
      db.transaction = original.transaction
    },
  }
}

/** The statements db ran while run ran. */
async function recorded(db: Database, run: () => Promise<void>): Promise<Statement[]> {
  const recorder = recordStatements(db)
  try {
    await run()
  } finally {
    recorder.stop()
  }
  return recorder.statements
}

/** Each statement on a growing table whose plan, sequential scans priced out, still reads it whole. */
async function wholeTableReads(db: Database, statements: Statement[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off')
    const found: string[] = []
    for (const { sql, params } of statements) {
      if (!naming.test(sql)) continue
      const plan = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)
      const lines = plan.map((row) => row['QUERY PLAN'])
      if (lines.some((line) => growing.test(line)))
        found.push(`${sql.replace(/\s+/g, ' ').slice(0, 160)}\n  ${lines.join('\n  ')}`)
    }
    return found
  })
}

function suite(databaseUrl: string | undefined) {
  let server: RunningServer
  let referring: string

  beforeAll(async () => {
    server = await startPlacementServer({ databaseUrl })
    referring = await createTestBrand(server.db, { bet_referral_threshold: '10.00' })
  })
  afterAll(() => server?.close())

  const referredSlip = async () => {
    const event = await createEvent(server.db)
    const who = await createBettor(server.db, { brandId: referring, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 2_000 }],
    })
    expect(placed.json.status).toBe('referred')
    return { who, betSlipId: placed.json.betSlipId as string }
  }

  it('deciding a referred slip and reading its details scan none of the betting tables', async () => {
    const approved = await referredSlip()
    const rejected = await referredSlip()
    const statements = await recorded(server.db, async () => {
      for (const [slip, approve] of [
        [approved, true],
        [rejected, false],
      ] as const) {
        const decided = await call(server, 'POST', `/dev/betslips/${slip.betSlipId}/decision`, {
          body: { approve },
        })
        expect(decided.json.status).toBe(approve ? 'placed' : 'rejected')
        const details = await call(
          server,
          'GET',
          `/xapi/rest/accounts/${slip.who.accountId}/betslips/${slip.betSlipId}/details`,
          { token: slip.who.token },
        )
        expect(details.status).toBe(200)
      }
    })
    // The rejected slip was refunded: the statements recorded include the ledger's.
    expect(statements.some(({ sql }) => /from ledger/.test(sql))).toBe(true)
    expect(await wholeTableReads(server.db, statements)).toEqual([])
  })

  it("logging in and reading the player's own pages scan neither players nor accounts", async () => {
    const player = await createTestPlayer(server.db, { brandId: 'demo', name: 'lookup' })
    const statements = await recorded(server.db, async () => {
      const login = await call<{ alsToken: string }>(server, 'POST', '/xapi/icore/players/login', {
        brand: 'demo',
        body: { username: player.username, password: player.password },
      })
      expect(login.status).toBe(200)
      const token = login.json.alsToken
      for (const path of [
        `/xapi/icore/players/${player.username}/details`,
        `/xapi/icore/players/${player.username}/balance/sportsbook`,
        '/xapi/icore/checkplayer',
      ])
        expect((await call(server, 'GET', path, { token })).status, path).toBe(200)
    })
    expect(statements.some(({ sql }) => /join accounts/.test(sql))).toBe(true)
    expect(await wholeTableReads(server.db, statements)).toEqual([])
  })

  it('placing, My bets, a cash-out and a settlement scan none of the betting tables', async () => {
    const who = await createBettor(server.db, { balance: 10_000 })
    const cashed = await createEvent(server.db)
    const paid = await createEvent(server.db)
    const base = `/xapi/bet/account/${who.accountId}`
    const get = (path: string) => call(server, 'GET', path, { token: who.token })
    const statements = await recorded(server.db, async () => {
      const placed = await place(server, who, {
        singles: [cashed, paid].map((event) => ({
          outcomeId: event.outcomes[0]?.[0] ?? '',
          decimal: 2,
          unitStake: 1_000,
        })),
      })
      expect(placed.json.status).toBe('placed')
      const [first, second] = placed.json.singles as Array<{ betId: string }>
      for (const path of [
        `${base}/openbets`,
        `${base}/betcount`,
        `${base}/openbet/${second?.betId}`,
      ])
        expect((await get(path)).status, path).toBe(200)
      const offer = await get(`${base}/cashout/${first?.betId}`)
      const cashedOut = await call(server, 'POST', `${base}/cashout?uuid=${randomUUID()}`, {
        token: who.token,
        body: {
          betId: first?.betId,
          cashoutOddsKey: offer.json.cashoutOddsKey,
          cashoutStakeAmount: offer.json.amount,
        },
      })
      expect(cashedOut.status).toBe(200)
      const resulted = await call(server, 'POST', `/dev/markets/${paid.marketIds[0]}/result`, {
        body: { winners: [paid.outcomes[0]?.[0]] },
      })
      expect(resulted.json).toMatchObject({ settled: 1 })
      const settledBets = await get('/xapi/rest/acchistory/dailySettledBets?numberOfBets=50')
      expect(settledBets.status).toBe(200)
    })
    expect(statements.some(({ sql }) => /insert into cash_outs/.test(sql))).toBe(true)
    expect(statements.some(({ sql }) => /insert into settlements/.test(sql))).toBe(true)
    expect(await wholeTableReads(server.db, statements)).toEqual([])
  })
}
