// A placement or a payment that names a currency other than the account's is a 422 that says so,
// and moves no money; the account's own currency, or none, goes through as before.

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/server.ts'
import {
  type Bettor,
  call,
  createBettor,
  createEvent,
  place,
  startPlacementServer,
  walletsOf,
} from './placement-fixtures.ts'

let server: RunningServer
let bettor: Bettor
let outcomeId: string

beforeAll(async () => {
  server = await startPlacementServer({ databaseUrl: process.env.DATABASE_URL })
  bettor = await createBettor(server.db, { balance: 10_000 })
  outcomeId = (await createEvent(server.db)).outcomes[0]?.[0] ?? ''
})
afterAll(() => server?.close())

const single = () => ({ singles: [{ outcomeId, decimal: 2, unitStake: 500 }] })
const card = { method: 'card', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }
const account = (path: string) =>
  `/xapi/rest/accounts/${bettor.accountId}/${path}?uuid=${randomUUID()}`
const mismatch = {
  code: 'currency-mismatch',
  message: 'this account is in EUR: its amounts cannot be in GBP',
}

describe('a currency that is not the account’s', () => {
  it('refuses a placement, debiting nothing', async () => {
    const answer = await place(server, bettor, { ...single(), currency: 'GBP' })
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual(mismatch)
    expect((await walletsOf(server.db, bettor.accountId)).balance).toBe(10_000)
  })

  it('refuses a jackpot slip', async () => {
    const answer = await call(server, 'POST', account('jackpotbetslips'), {
      token: bettor.token,
      body: {
        jackpotId: 'any',
        globalStake: 100,
        singles: [{ outcomeId, ordinal: 1 }],
        currency: 'GBP',
      },
    })
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual(mismatch)
  })

  it('refuses a deposit and a withdrawal, moving nothing', async () => {
    for (const [path, body] of [
      ['deposits', { amount: 1000, ...card, currency: 'GBP' }],
      [
        'withdrawals',
        { amount: 1000, method: 'card', cardNumber: card.cardNumber, currency: 'GBP' },
      ],
      [
        'withdrawals',
        { amount: 1000, method: 'bank', iban: 'GB82WEST12345698765432', currency: 'GBP' },
      ],
    ] as const) {
      const answer = await call(server, 'POST', account(path), { token: bettor.token, body })
      expect(answer.status).toBe(422)
      expect(answer.json).toEqual(mismatch)
    }
    expect((await walletsOf(server.db, bettor.accountId)).balance).toBe(10_000)
  })

  it('is a 400 when it is not a currency code at all', async () => {
    const answer = await place(server, bettor, { ...single(), currency: 'eur' })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'invalid-request' })
  })
})

describe('the account’s own currency', () => {
  it('places and pays as a body without one does', async () => {
    const placed = await place(server, bettor, { ...single(), currency: 'EUR' })
    expect(placed.status).toBe(200)
    expect(placed.json.errors).toEqual([])
    const deposit = await call(server, 'POST', account('deposits'), {
      token: bettor.token,
      body: { amount: 1000, ...card, currency: 'EUR' },
    })
    expect(deposit.status).toBe(200)
    expect((await walletsOf(server.db, bettor.accountId)).balance).toBe(10_000 - 500 + 1000)
  })
})
