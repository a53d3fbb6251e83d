// The ledger's rule: a wallet never goes below zero, and its balance is the sum of its rows; a
// move decided on a reading of the account is written only while the account is as read.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { sqlParams } from '../db/sql-params.ts'
import { seedOnFirstStart } from '../seed.ts'
import { accountMoveSql, postToLedger, type WalletName } from './ledger.ts'

let db: Database
// demo2 has real money and promo cash (server/players/demo-players.ts).
const accountId = 'a-2'

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
  await seedOnFirstStart(db)
})
afterAll(() => db.close())

const wallets = async () => {
  const [row] = await db.query<{ balance: number; promo_cash: number }>(
    'select balance, promo_cash from accounts where id = $1',
    [accountId],
  )
  const sums = await db.query<{ wallet: string; total: string }>(
    'select wallet, sum(amount) as total from ledger where account_id = $1 group by wallet',
    [accountId],
  )
  const sum = (wallet: string) => Number(sums.find((entry) => entry.wallet === wallet)?.total ?? 0)
  return {
    real: Number(row?.balance),
    promo: Number(row?.promo_cash),
    realRows: sum('real'),
    promoRows: sum('promo'),
  }
}

describe('postToLedger', () => {
  it('credits and debits the wallet named, writing balance_after and the reference', async () => {
    const before = await wallets()
    const posted = await db.transaction((tx) =>
      postToLedger(tx, {
        accountId,
        wallet: 'real',
        type: 'deposit',
        amount: 1234,
        reference: 'pay-1',
        reason: 'Deposit',
      }),
    )
    expect(posted).toMatchObject({ ok: true, balanceAfter: before.real + 1234 })
    const promo = await db.transaction((tx) =>
      postToLedger(tx, { accountId, wallet: 'promo', type: 'bet', amount: -500, reason: 'Bet' }),
    )
    expect(promo).toMatchObject({ ok: true, balanceAfter: before.promo - 500 })
    const after = await wallets()
    expect(after).toMatchObject({ real: before.real + 1234, promo: before.promo - 500 })
    expect(after.realRows).toBe(after.real)
    expect(after.promoRows).toBe(after.promo)
    const [row] = await db.query<{ reference: string; type: string; balance_after: number }>(
      'select reference, type, balance_after from ledger where id = $1',
      [posted.ok ? posted.entryId : -1],
    )
    expect(row).toEqual({ reference: 'pay-1', type: 'deposit', balance_after: before.real + 1234 })
  })

  it('refuses a debit below zero as a value, changing nothing', async () => {
    const before = await wallets()
    const refused = await db.transaction((tx) =>
      postToLedger(tx, {
        accountId,
        wallet: 'promo',
        type: 'bet',
        amount: -(before.promo + 1),
        reason: 'Bet',
      }),
    )
    expect(refused).toEqual({ ok: false, code: 'insufficient-funds', balance: before.promo })
    expect(await wallets()).toEqual(before)
  })

  it('debits exactly down to zero', async () => {
    const before = await wallets()
    const posted = await db.transaction((tx) =>
      postToLedger(tx, {
        accountId,
        wallet: 'promo',
        type: 'bet',
        amount: -before.promo,
        reason: 'Bet',
      }),
    )
    expect(posted).toMatchObject({ ok: true, balanceAfter: 0 })
  })

  it('answers no-account for an account that does not exist', async () => {
    const posted = await db.transaction((tx) =>
      postToLedger(tx, {
        accountId: 'nobody',
        wallet: 'real',
        type: 'deposit',
        amount: 1,
        reason: 'x',
      }),
    )
    expect(posted).toEqual({ ok: false, code: 'no-account' })
  })

  it('concurrent debits never overdraw: the account row is locked for each', async () => {
    const { real } = await wallets()
    const debit = Math.floor(real / 3) + 1
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        db.transaction((tx) =>
          postToLedger(tx, {
            accountId,
            wallet: 'real',
            type: 'withdrawal',
            amount: -debit,
            reason: 'w',
          }),
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    const after = await wallets()
    expect(after.real).toBe(real - 2 * debit)
    expect(after.realRows).toBe(after.real)
  })
})

describe('accountMoveSql', () => {
  const version = async () =>
    (
      await db.query<{ version: string }>(
        'select xmin::text as version from accounts where id = $1',
        [accountId],
      )
    )[0]?.version ?? ''
  const move = async (amounts: Partial<Record<WalletName, number>>, readAs?: string) => {
    const params = sqlParams()
    const ctes = accountMoveSql(
      { accountId, amounts, type: 'adjustment', reason: 'Move', readAs },
      params,
    )
    return db.query<{ id: number; balance_after: number }>(
      `with ${ctes} select id, balance_after from posted order by id`,
      params.values,
    )
  }

  it('moves both wallets at once, a ledger row each, in the order named', async () => {
    await postToLedger(db, { accountId, wallet: 'promo', type: 'bonus', amount: 700, reason: 'x' })
    const before = await wallets()
    const rows = await move({ promo: -300, real: 1000 })
    expect(rows.map((row) => row.balance_after)).toEqual([before.promo - 300, before.real + 1000])
    const after = await wallets()
    expect(after).toMatchObject({ real: before.real + 1000, promo: before.promo - 300 })
    expect(after.realRows).toBe(after.real)
    expect(after.promoRows).toBe(after.promo)
  })

  it('moves nothing once the row is no longer the version read, or a wallet would go below zero', async () => {
    const read = await version()
    expect(await move({ real: 1 }, read)).toHaveLength(1)
    const before = await wallets()
    // The first move changed the row: a second decided on the same reading is not written.
    expect(await move({ real: 1 }, read)).toEqual([])
    expect(await move({ real: 1, promo: -(before.promo + 1) })).toEqual([])
    expect(await wallets()).toEqual(before)
    expect(await move({ real: 1 }, await version())).toHaveLength(1)
  })
})
