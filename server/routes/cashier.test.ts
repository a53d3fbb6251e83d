// The sandbox cashier over HTTP: test cards, declines, holds, limits, idempotent uuids, and the
// ledger as transactions, on the caller's own account.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentAnswer, PaymentsPage, TransactionsPage } from '../../domain/api/cashier.ts'
import type { SportsbookBalance } from '../../domain/api/player-login.ts'
import { type LoggedIn, logIn } from '../../tests/support/test-players.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server.close())

async function call(who: LoggedIn, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const card = (cardNumber: string, amount: number) => ({
  amount,
  method: 'card',
  cardNumber,
  expiry: '12/34',
  cvc: '123',
})

let requests = 0
const uuid = () => `test-uuid-${++requests}-${Date.now()}`

const depositOf = (who: LoggedIn, body: unknown, id = uuid()) =>
  call(who, 'POST', `/xapi/rest/accounts/${who.accountId}/deposits?uuid=${id}`, body)
const withdrawalOf = (who: LoggedIn, body: unknown, id = uuid()) =>
  call(who, 'POST', `/xapi/rest/accounts/${who.accountId}/withdrawals?uuid=${id}`, body)

async function balanceOf(who: LoggedIn): Promise<SportsbookBalance> {
  const { status, body } = await call(
    who,
    'GET',
    `/xapi/icore/players/${who.username}/balance/sportsbook?includeFullBalanceDetails=true`,
  )
  expect(status).toBe(200)
  return body as unknown as SportsbookBalance
}

async function ledgerSum(accountId: string): Promise<number> {
  const [row] = await server.db.query<{ total: string }>(
    `select coalesce(sum(amount), 0) as total from ledger where account_id = $1 and wallet = 'real'`,
    [accountId],
  )
  return Number(row?.total)
}

describe('deposits', () => {
  let demo: LoggedIn
  beforeAll(async () => {
    demo = await logIn(server.url, 'demo', 'demo1234')
  })

  it('4242 4242 4242 4242 succeeds: the payment, the new balance and a deposit ledger row', async () => {
    const before = await balanceOf(demo)
    const { status, body } = await depositOf(demo, card('4242 4242 4242 4242', 2500))
    expect(status).toBe(200)
    const answer = body as unknown as PaymentAnswer
    expect(answer.payment).toMatchObject({
      kind: 'deposit',
      amount: 2500,
      currency: 'EUR',
      method: 'card',
      destination: '4242',
      status: 'completed',
    })
    expect(answer.payment.completedAt).toBeDefined()
    expect(answer.balance.balance).toBe(before.balance + 2500)
    expect(await ledgerSum(demo.accountId)).toBe(answer.balance.balance)
    const [row] = await server.db.query<{ type: string; amount: number }>(
      'select type, amount from ledger where reference = $1',
      [answer.payment.id],
    )
    expect(row).toMatchObject({ type: 'deposit' })
    expect(Number(row?.amount)).toBe(2500)
  })

  it('the same uuid answers the first deposit again and credits once, even when raced', async () => {
    const before = await balanceOf(demo)
    const id = uuid()
    const body = card('4242424242424242', 1000)
    const answers = await Promise.all([1, 2, 3].map(() => depositOf(demo, body, id)))
    const ids = answers.map((answer) => (answer.body as unknown as PaymentAnswer).payment.id)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(ids).size).toBe(1)
    const again = await depositOf(demo, body, id)
    expect((again.body as unknown as PaymentAnswer).payment.id).toBe(ids[0])
    expect((await balanceOf(demo)).balance).toBe(before.balance + 1000)
  })

  it('4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds: 402, nothing credited', async () => {
    const before = await balanceOf(demo)
    const id = uuid()
    const declined = await depositOf(demo, card('4000000000000002', 1000), id)
    expect(declined).toEqual({
      status: 402,
      body: { code: 'card-declined', message: 'card declined' },
    })
    expect(await depositOf(demo, card('4000000000000002', 1000), id)).toEqual(declined)
    const poor = await depositOf(demo, card('4000 0000 0000 9995', 1000))
    expect(poor).toEqual({
      status: 402,
      body: { code: 'insufficient-funds', message: 'insufficient funds' },
    })
    expect((await balanceOf(demo)).balance).toBe(before.balance)
    const [payment] = await server.db.query<{ status: string; decline_reason: string }>(
      'select status, decline_reason from payments where uuid = $1',
      [id],
    )
    expect(payment).toEqual({ status: 'declined', decline_reason: 'card declined' })
  })

  it('an expired card and a card that is not a test card are declined', async () => {
    const expired = await depositOf(demo, { ...card('4242424242424242', 1000), expiry: '01/20' })
    expect(expired).toMatchObject({ status: 402, body: { code: 'card-declined' } })
    // 4111 1111 1111 1111 passes Luhn but is not one of the sandbox's cards.
    const unknown = await depositOf(demo, card('4111111111111111', 1000))
    expect(unknown).toMatchObject({ status: 402, body: { code: 'card-declined' } })
  })

  it('a number failing the Luhn check, a bad expiry or cvc, or a bad amount is a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [card('4242 4242 4242 4241', 1000), 'cardNumber'],
      [{ ...card('4242424242424242', 1000), expiry: '13/30' }, 'expiry'],
      [{ ...card('4242424242424242', 1000), cvc: '12' }, 'cvc'],
      [card('4242424242424242', 10.5), 'amount'],
      [card('4242424242424242', 0), 'amount'],
      [{ ...card('4242424242424242', 1000), method: 'bank' }, 'method'],
    ]
    for (const [body, field] of cases) {
      const { status, body: reason } = await depositOf(demo, body)
      expect({ field, status }).toEqual({ field, status: 400 })
      expect(String(reason.message)).toContain(field)
    }
    const noUuid = await call(
      demo,
      'POST',
      `/xapi/rest/accounts/${demo.accountId}/deposits`,
      card('4242424242424242', 1000),
    )
    expect(noUuid.status).toBe(400)
  })

  it('is refused 422 under 1.00 and over 10,000.00, naming the limit', async () => {
    const under = await depositOf(demo, card('4242424242424242', 99))
    expect(under).toMatchObject({ status: 422, body: { code: 'under-minimum' } })
    expect(String(under.body.message)).toContain('1.00 EUR')
    const over = await depositOf(demo, card('4242424242424242', 1_000_001))
    expect(over).toMatchObject({ status: 422, body: { code: 'over-maximum' } })
    expect(String(over.body.message)).toContain('10,000.00 EUR')
    expect((await depositOf(demo, card('4242424242424242', 1_000_000))).status).toBe(200)
  })

  it('§9 thousand-scale: the limits of an IDR account are in thousands', async () => {
    const newbie = await logIn(server.url, 'newbie', 'newbie123')
    await server.db.query(`update accounts set currency = 'IDR' where id = $1`, [newbie.accountId])
    try {
      const under = await depositOf(newbie, card('4242424242424242', 99_999))
      expect(under).toMatchObject({ status: 422, body: { code: 'under-minimum' } })
      expect(String(under.body.message)).toContain('is 1 IDR (thousands)')
      expect((await depositOf(newbie, card('4242424242424242', 100_000))).status).toBe(200)
    } finally {
      await server.db.query(`update accounts set currency = 'EUR' where id = $1`, [
        newbie.accountId,
      ])
    }
  })

  it('a first deposit clears nonDepositor', async () => {
    const [player] = await server.db.query<{ non_depositor: boolean }>(
      `select non_depositor from players where username = 'newbie'`,
    )
    expect(player?.non_depositor).toBe(false)
  })

  it('a self-excluded player may not deposit: 409 self-excluded, and stays logged in', async () => {
    const excluded = await logIn(server.url, 'excluded', 'excluded123')
    const { status, body } = await depositOf(excluded, card('4242424242424242', 1000))
    expect({ status, code: body.code }).toEqual({ status: 409, code: 'self-excluded' })
  })
})

describe('withdrawals', () => {
  let demo2: LoggedIn
  beforeAll(async () => {
    demo2 = await logIn(server.url, 'demo2', 'demo1234')
  })

  it('to a card: the real balance goes down by the amount and the payment is completed', async () => {
    const before = await balanceOf(demo2)
    const { status, body } = await withdrawalOf(demo2, {
      amount: 5000,
      method: 'card',
      cardNumber: '4242424242424242',
    })
    expect(status).toBe(200)
    const answer = body as unknown as PaymentAnswer
    expect(answer.payment).toMatchObject({ kind: 'withdrawal', status: 'completed', amount: 5000 })
    expect(answer.balance).toMatchObject({
      balance: before.balance - 5000,
      withdrawableAmount: before.balance - 5000,
      promoCash: before.promoCash,
    })
    expect(await ledgerSum(demo2.accountId)).toBe(answer.balance.balance)
  })

  it('to a bank account by IBAN; a mistyped IBAN is a 400', async () => {
    const ok = await withdrawalOf(demo2, {
      amount: 1000,
      method: 'bank',
      iban: 'GB82 WEST 1234 5698 7654 32',
    })
    expect(ok.status).toBe(200)
    expect((ok.body as unknown as PaymentAnswer).payment).toMatchObject({
      method: 'bank',
      destination: '5432',
    })
    const bad = await withdrawalOf(demo2, {
      amount: 1000,
      method: 'bank',
      iban: 'GB82 WEST 1234 5698 7654 33',
    })
    expect(bad.status).toBe(400)
    expect(String(bad.body.message)).toContain('iban')
    const missing = await withdrawalOf(demo2, { amount: 1000, method: 'bank' })
    expect(missing.status).toBe(400)
    // Another method's destination as well: refused, not paid to the one the method names.
    const both = await withdrawalOf(demo2, {
      amount: 1000,
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      iban: 'GB82 WEST 1234 5698 7654 32',
    })
    expect(both.status).toBe(400)
    expect(String(both.body.message)).toContain('iban')
  })

  it('a declined payout gives the money back: 402, the balance as it was, a refund row', async () => {
    const before = await balanceOf(demo2)
    const declined = await withdrawalOf(demo2, {
      amount: 1000,
      method: 'bank',
      iban: 'DE62370400440532013001',
    })
    expect(declined).toMatchObject({ status: 402, body: { code: 'payout-declined' } })
    expect((await balanceOf(demo2)).balance).toBe(before.balance)
    expect(await ledgerSum(demo2.accountId)).toBe(before.balance)
    const rows = await server.db.query<{ type: string }>(
      `select type from ledger where account_id = $1 order by id desc limit 2`,
      [demo2.accountId],
    )
    expect(rows.map((row) => row.type)).toEqual(['refund', 'withdrawal'])
  })

  it('more than the withdrawable amount is 422 over-withdrawable; promo cash is not withdrawable', async () => {
    const { balance, promoCash } = await balanceOf(demo2)
    expect(promoCash).toBeGreaterThan(0)
    const over = await withdrawalOf(demo2, {
      amount: balance + 1,
      method: 'card',
      cardNumber: '4242424242424242',
    })
    expect(over).toMatchObject({ status: 422, body: { code: 'over-withdrawable' } })
    expect((await balanceOf(demo2)).balance).toBe(balance)
  })

  it('the same uuid withdraws once', async () => {
    const before = await balanceOf(demo2)
    const id = uuid()
    const body = { amount: 700, method: 'card', cardNumber: '5555555555554444' }
    const answers = await Promise.all([1, 2].map(() => withdrawalOf(demo2, body, id)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await balanceOf(demo2)).balance).toBe(before.balance - 700)
    // The uuid names that withdrawal: a deposit, another amount or another card is a 409.
    const reused = await depositOf(demo2, card('4242424242424242', 700), id)
    expect(reused).toMatchObject({ status: 409, body: { code: 'uuid-in-use' } })
    for (const other of [
      { ...body, amount: 800 },
      { ...body, cardNumber: '4242424242424242' },
    ])
      expect(await withdrawalOf(demo2, other, id)).toMatchObject({
        status: 409,
        body: { code: 'uuid-in-use', message: 'this uuid already names a withdrawal of 7.00 EUR' },
      })
    expect((await balanceOf(demo2)).balance).toBe(before.balance - 700)
  })

  it('held withdrawals: 409 withdrawals-held and withdrawableAmount 0', async () => {
    const hold = await logIn(server.url, 'hold', 'hold1234')
    const balance = await balanceOf(hold)
    expect(balance.balance).toBeGreaterThan(0)
    expect(balance.withdrawableAmount).toBe(0)
    const { status, body } = await withdrawalOf(hold, {
      amount: 100,
      method: 'card',
      cardNumber: '4242424242424242',
    })
    expect({ status, code: body.code }).toEqual({ status: 409, code: 'withdrawals-held' })
  })

  it('another player may not withdraw from this account: 403', async () => {
    const demo = await logIn(server.url, 'demo', 'demo1234')
    const { status } = await call(
      demo,
      'POST',
      `/xapi/rest/accounts/${demo2.accountId}/withdrawals?uuid=${uuid()}`,
      { amount: 100, method: 'card', cardNumber: '4242424242424242' },
    )
    expect(status).toBe(403)
  })
})

describe('transactions and payments', () => {
  let demo: LoggedIn
  beforeAll(async () => {
    demo = await logIn(server.url, 'demo', 'demo1234')
  })

  it('lists the ledger newest first, a page at a time, with the total', async () => {
    const [counted] = await server.db.query<{ total: string }>(
      'select count(*) as total from ledger where account_id = $1',
      [demo.accountId],
    )
    const total = Number(counted?.total)
    expect(total).toBeGreaterThan(3)
    const first = await call(
      demo,
      'GET',
      `/xapi/rest/accounts/${demo.accountId}/transactions?page=1&pageSize=2`,
    )
    expect(first.status).toBe(200)
    const page = first.body as unknown as TransactionsPage
    expect(page).toMatchObject({ page: 1, pageSize: 2, total })
    expect(page.items).toHaveLength(2)
    const second = (
      await call(
        demo,
        'GET',
        `/xapi/rest/accounts/${demo.accountId}/transactions?page=2&pageSize=2`,
      )
    ).body as unknown as TransactionsPage
    const ids = [...page.items, ...second.items].map((item) => Number(item.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    // Each row's balance is the one before it plus its amount.
    expect(page.items[0]?.balanceAfter).toBe(
      (page.items[1]?.balanceAfter ?? 0) + (page.items[0]?.amount ?? 0),
    )
    const last = (
      await call(
        demo,
        'GET',
        `/xapi/rest/accounts/${demo.accountId}/transactions?page=1000&pageSize=100`,
      )
    ).body as unknown as TransactionsPage
    expect(last).toMatchObject({ items: [], total })
  })

  it('filters by type', async () => {
    const { body } = await call(
      demo,
      'GET',
      `/xapi/rest/accounts/${demo.accountId}/transactions?type=deposit`,
    )
    const page = body as unknown as TransactionsPage
    expect(page.items.length).toBeGreaterThan(0)
    for (const item of page.items) {
      expect(item.type).toBe('deposit')
      expect(item.amount).toBeGreaterThan(0)
      expect(item.description).toContain('card ending 4242')
    }
  })

  it('a bad page, pageSize or type is a 400', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'page=1.5', 'type=gift'])
      expect(
        (await call(demo, 'GET', `/xapi/rest/accounts/${demo.accountId}/transactions?${query}`))
          .status,
        query,
      ).toBe(400)
  })

  it('lists payments newest first, declined ones with their reason', async () => {
    const { status, body } = await call(
      demo,
      'GET',
      `/xapi/rest/accounts/${demo.accountId}/payments?pageSize=100`,
    )
    expect(status).toBe(200)
    const page = body as unknown as PaymentsPage
    expect(page.total).toBe(page.items.length)
    expect(
      page.items.some((payment) => payment.status === 'declined' && payment.declineReason),
    ).toBe(true)
    const times = page.items.map((payment) => payment.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const deposits = (
      await call(demo, 'GET', `/xapi/rest/accounts/${demo.accountId}/payments?kind=withdrawal`)
    ).body as unknown as PaymentsPage
    expect(deposits.total).toBe(0)
  })
})
