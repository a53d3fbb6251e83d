// The ledger under contention: concurrent deposits, withdrawals and bets on one fresh account,
// and a retried deposit racing its first attempt. Afterwards the balance is not negative, equals
// the sum of its ledger rows, each row's balance_after is the one before plus its amount, every
// accepted withdrawal was covered and the retried deposit credited once. On PostgreSQL
// (DATABASE_URL, as in npm test's PostgreSQL pass) with 50 requests at once; on PGlite, always,
// with fewer.

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.ts'
import { type RunningServer, startServer } from '../../server/server.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('ledger under contention on PostgreSQL', () => {
  contention({ databaseUrl, requests: 50 })
})

describe('ledger under contention on PGlite', () => {
  contention({ requests: 16 })
})

function contention(options: { databaseUrl?: string; requests: number }) {
  let server: RunningServer
  let account: { accountId: string; token: string }

  beforeAll(async () => {
    server = await startServer({ feed: null, databaseUrl: options.databaseUrl })
    account = await freshPlayer(server)
  })
  afterAll(() => server?.close())

  it(`${options.requests} concurrent deposits, withdrawals and bets keep the ledger whole`, async () => {
    const outcome = await openOutcome(server)
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const base = `/xapi/rest/accounts/${account.accountId}`
    const card = { method: 'card', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }
    // Enough to start with that some withdrawals go through at once and others overdraw.
    const opening = await post(`${base}/deposits?uuid=opening-${randomUUID()}`, {
      amount: 20_000,
      ...card,
    })
    expect(opening.status).toBe(200)
    // A fixed mix: most deposits and withdrawals, with some withdrawals bound to overdraw.
    const calls = Array.from({ length: options.requests }, (_, index) => {
      const amount = 100 + ((index * 7919) % 40) * 100
      const uuid = `ledger-${index}-${randomUUID()}`
      if (index % 10 === 9 && outcome)
        return post(`${base}/betslips?uuid=${uuid}`, {
          singles: [{ outcomeId: outcome.id, decimal: outcome.price, unitStake: amount }],
          userAcceptOdds: 'A',
        }).then((answer) => ({ kind: 'bet' as const, amount, ...answer }))
      if (index % 2 === 0)
        return post(`${base}/deposits?uuid=${uuid}`, { amount, ...card }).then((answer) => ({
          kind: 'deposit' as const,
          amount,
          ...answer,
        }))
      return post(`${base}/withdrawals?uuid=${uuid}`, {
        amount: amount * 2,
        method: 'card',
        cardNumber: '4242424242424242',
      }).then((answer) => ({ kind: 'withdrawal' as const, amount: amount * 2, ...answer }))
    })
    // The same deposit five times at once, as a client retrying: it credits once.
    const duplicateUuid = `duplicate-${randomUUID()}`
    const duplicates = Array.from({ length: 5 }, () =>
      post(`${base}/deposits?uuid=${duplicateUuid}`, { amount: 300, ...card }),
    )
    const [answers, duplicated] = await Promise.all([Promise.all(calls), Promise.all(duplicates)])
    expect(duplicated.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const duplicateIds = duplicated.map((answer) => (answer.body.payment as { id: string }).id)
    expect(new Set(duplicateIds).size).toBe(1)

    // Every answer is a success or the refusal the rules give: never a 500.
    for (const answer of answers) {
      if (answer.kind === 'withdrawal' && answer.status !== 200)
        expect(answer).toMatchObject({ status: 422, body: { code: 'over-withdrawable' } })
      else
        expect({ kind: answer.kind, status: answer.status }).toEqual({
          kind: answer.kind,
          status: 200,
        })
    }
    const accepted = (kind: string) =>
      answers.filter(
        (answer) =>
          answer.kind === kind &&
          answer.status === 200 &&
          !(kind === 'bet' && (answer.body.errors as unknown[]).length > 0),
      )
    const deposits = accepted('deposit')
    const withdrawals = accepted('withdrawal')
    const bets = accepted('bet')
    expect(deposits).toHaveLength(answers.filter((answer) => answer.kind === 'deposit').length)

    const [row] = await server.db.query<{ balance: number | string }>(
      'select balance from accounts where id = $1',
      [account.accountId],
    )
    const balance = Number(row?.balance)
    const sum = (list: { amount: number }[]) => list.reduce((total, item) => total + item.amount, 0)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(20_000 + 300 + sum(deposits) - sum(withdrawals) - sum(bets))

    const ledger = await server.db.query<{
      type: string
      amount: number | string
      balance_after: number | string
      reference: string
    }>(
      `select type, amount, balance_after, reference from ledger
       where account_id = $1 and wallet = 'real' order by id`,
      [account.accountId],
    )
    expect(ledger.reduce((total, entry) => total + Number(entry.amount), 0)).toBe(balance)
    let running = 0
    for (const entry of ledger) {
      running += Number(entry.amount)
      // Each row follows the one before it: no two postings read the same balance.
      expect(Number(entry.balance_after)).toBe(running)
      expect(running).toBeGreaterThanOrEqual(0)
    }
    // One ledger row for each accepted payment or bet, none for a refused one.
    const count = (type: string) => ledger.filter((entry) => entry.type === type).length
    expect(count('deposit')).toBe(deposits.length + 2)
    expect(count('withdrawal')).toBe(withdrawals.length)
    expect(count('bet')).toBe(bets.length)
    expect(count('refund')).toBe(0)
    expect(withdrawals.length).toBeGreaterThan(0)
    console.info(
      `${options.requests} requests: ${deposits.length} deposits, ${withdrawals.length} of ${answers.filter((answer) => answer.kind === 'withdrawal').length} withdrawals, ${bets.length} bets accepted; balance ${balance}`,
    )
  }, 60_000)
}

/** A player of the demo brand with an empty account, made for this test alone. */
async function freshPlayer(server: RunningServer) {
  const suffix = randomUUID().slice(0, 8)
  const playerId = `p-ledger-${suffix}`
  const accountId = `a-ledger-${suffix}`
  const username = `ledger-${suffix}`
  const password = 'ledger-password'
  await server.db.query(
    `insert into players (id, brand_id, username, password_hash, email, first_name, currency, non_bettor)
     values ($1, 'demo', $2, $3, $4, 'Ledger', 'EUR', false)`,
    [playerId, username, await hashPassword(password), `${username}@example.com`],
  )
  await server.db.query(
    `insert into accounts (id, player_id, currency, balance) values ($1, $2, 'EUR', 0)`,
    [accountId, playerId],
  )
  const response = await fetch(`${server.url}/xapi/icore/players/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', brand: 'demo' },
    body: JSON.stringify({ username, password }),
  })
  expect(response.status).toBe(200)
  const login = (await response.json()) as { alsToken: string; accountId: string }
  expect(login.accountId).toBe(accountId)
  return { accountId, token: login.alsToken }
}

/** An outcome open for betting, if the catalogue has one. */
async function openOutcome(server: RunningServer) {
  const [row] = await server.db.query<{ id: string; price: number | string }>(
    `select o.id, o.price from outcomes o join markets m on m.id = o.market_id
       join events e on e.id = o.event_id
     where o.status = 'open' and not o.hidden and m.status = 'open' and not e.is_finished
     order by o.id limit 1`,
  )
  return row ? { id: row.id, price: Number(row.price) } : undefined
}
