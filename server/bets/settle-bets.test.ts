// Settlement against hand-computed returns, once each: every bet type the book takes, paid through
// the ledger exactly once however often and from however many connections settlement runs. On
// PGlite always, and on PostgreSQL when DATABASE_URL is set (where the race is real).

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutcomeResult } from '../../domain/feed/change.ts'
import {
  balanceAndLedger,
  createFundedPlayer,
  createTestBet,
  createTestEvent,
  creditsOf,
  openTestDatabase,
  type TestBet,
  writeTestResults,
} from '../../tests/support/bets.ts'
import type { Database } from '../db/database.ts'
import { settleAllResulted, settleBets, settleMarkets } from './settle-bets.ts'

/** Settlement reports a bet it cannot settle here; the tests that expect none ignore it. */
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }

const databaseUrl = process.env.DATABASE_URL

describe('settlement on PGlite', () => suite())
describe.runIf(databaseUrl)('settlement on PostgreSQL', () => suite(databaseUrl))

function suite(url?: string) {
  let db: Database
  let accountId: string
  const opening = 10_000_000

  beforeAll(async () => {
    db = await openTestDatabase(url)
    accountId = (await createFundedPlayer(db, 'settle', opening)).accountId
  })
  afterAll(() => db?.close())

  const bet = (fields: Omit<TestBet, 'accountId'>) => createTestBet(db, { accountId, ...fields })
  const result = (marketId: string, results: OutcomeResult[]) =>
    writeTestResults(db, marketId, results)
  const walletCreditsOf = async (betId: string) =>
    (
      await db.query<{ wallet: string; type: string; amount: number | string }>(
        'select wallet, type, amount from ledger where reference = $1 order by id',
        [betId],
      )
    ).map((row) => ({ wallet: row.wallet, type: row.type, amount: Number(row.amount) }))
  const walletsOf = async (id: string) =>
    (
      await db.query<{ balance: number | string; promo_cash: number | string }>(
        'select balance, promo_cash from accounts where id = $1',
        [id],
      )
    ).map((row) => ({ balance: Number(row.balance), promo: Number(row.promo_cash) }))[0]
  const statusOf = async (betId: string) =>
    (
      await db.query<{ status: string; returns: number | string | null }>(
        'select status, returns from bets where id = $1',
        [betId],
      )
    ).map((row) => ({ status: row.status, returns: Number(row.returns) }))[0]

  it('§7 settlement: a single wins, loses or is void and refunded', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [2.5, 3, 4] })
    const [win, lose, voided] = (outcomes[0] ?? []) as [string, string, string]
    const won = await bet({ legs: [{ outcomeId: win, price: 2.5 }], unitStake: 1000 })
    const lost = await bet({ legs: [{ outcomeId: lose, price: 3 }], unitStake: 1000 })
    const refunded = await bet({ legs: [{ outcomeId: voided, price: 4 }], unitStake: 1000 })
    await result(marketIds[0] as string, [
      { outcomeId: win, result: 'win' },
      { outcomeId: lose, result: 'lose' },
      { outcomeId: voided, result: 'void' },
    ])
    expect(await settleMarkets(db, marketIds, log)).toBe(3)
    expect(await statusOf(won.betId)).toEqual({ status: 'won', returns: 2500 })
    expect(await creditsOf(db, won.betId)).toEqual([{ type: 'win', amount: 2500 }])
    expect(await statusOf(lost.betId)).toEqual({ status: 'lost', returns: 0 })
    expect(await creditsOf(db, lost.betId)).toEqual([])
    expect(await statusOf(refunded.betId)).toEqual({ status: 'void', returns: 1000 })
    expect(await creditsOf(db, refunded.betId)).toEqual([{ type: 'refund', amount: 1000 }])
  })

  it('§7 settlement: a treble with a void leg is paid as a double', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { markets: 3 })
    const legs = [
      { outcomeId: outcomes[0]?.[0] as string, price: 2 },
      { outcomeId: outcomes[1]?.[0] as string, price: 3 },
      { outcomeId: outcomes[2]?.[0] as string, price: 1.5 },
    ]
    const treble = await bet({ legs, unitStake: 1000 })
    await result(marketIds[0] as string, [
      { outcomeId: legs[0]?.outcomeId as string, result: 'win' },
    ])
    await result(marketIds[1] as string, [
      { outcomeId: legs[1]?.outcomeId as string, result: 'void' },
    ])
    // Two legs resulted of three: the bet waits for the last.
    expect(await settleMarkets(db, marketIds.slice(0, 2), log)).toBe(0)
    expect(await statusOf(treble.betId)).toEqual({ status: 'open', returns: 0 })
    await result(marketIds[2] as string, [
      { outcomeId: legs[2]?.outcomeId as string, result: 'win' },
    ])
    expect(await settleMarkets(db, [marketIds[2] as string], log)).toBe(1)
    // 10.00 x 2.00 x 1 x 1.50
    expect(await creditsOf(db, treble.betId)).toEqual([{ type: 'win', amount: 3000 }])
  })

  it('§7 settlement: the acca bonus placed with a multiple is paid when every leg wins', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { markets: 3 })
    const legs = [0, 1, 2].map((market, index) => ({
      outcomeId: outcomes[market]?.[0] as string,
      price: [2, 3, 1.5][index] as number,
    }))
    const voidLeg = await createTestEvent(db, { markets: 1 })
    const withVoid = [
      ...legs.slice(0, 2),
      { outcomeId: voidLeg.outcomes[0]?.[0] as string, price: 4 },
    ]
    const allWin = await bet({ legs, unitStake: 1000 })
    const oneVoid = await bet({ legs: withVoid, unitStake: 1000 })
    await db.query('update bets set extra_parlay_winnings = 400 where id = any($1)', [
      [allWin.betId, oneVoid.betId],
    ])
    for (const [index, marketId] of marketIds.entries())
      await result(marketId, [{ outcomeId: legs[index]?.outcomeId as string, result: 'win' }])
    await result(voidLeg.marketIds[0] as string, [
      { outcomeId: withVoid[2]?.outcomeId as string, result: 'void' },
    ])
    await settleMarkets(db, [...marketIds, ...voidLeg.marketIds], log)
    // 10.00 x 2 x 3 x 1.5 = 90.00 and the 4.00 bonus; with a void leg, 60.00 and no bonus.
    expect(await creditsOf(db, allWin.betId)).toEqual([{ type: 'win', amount: 9400 }])
    expect(await creditsOf(db, oneVoid.betId)).toEqual([{ type: 'win', amount: 6000 }])
  })

  it('§5 tax: a bet placed under taxes is paid what it promised, the duty and withholding off', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { markets: 2, prices: [3, 2, 2] })
    const won = await bet({
      legs: [{ outcomeId: outcomes[0]?.[0] as string, price: 3 }],
      unitStake: 10_000,
    })
    const voided = await bet({
      legs: [{ outcomeId: outcomes[1]?.[0] as string, price: 3 }],
      unitStake: 10_000,
    })
    await db.query(
      'update bets set stake_tax_percentage = 12.5, returns_tax_percentage = 20 where id = any($1)',
      [[won.betId, voided.betId]],
    )
    await result(marketIds[0] as string, [{ outcomeId: outcomes[0]?.[0] as string, result: 'win' }])
    await result(marketIds[1] as string, [
      { outcomeId: outcomes[1]?.[0] as string, result: 'void' },
    ])
    await settleMarkets(db, marketIds, log)
    // 100.00 wagers 88.89, returning 266.67 at 3.00; 20 % of the 177.78 won is 35.56.
    expect(await creditsOf(db, won.betId)).toEqual([{ type: 'win', amount: 23_111 }])
    // Void: the whole stake back, its duty too.
    expect(await creditsOf(db, voided.betId)).toEqual([{ type: 'refund', amount: 10_000 }])
  })

  it('§7 settlement: a Trixie and a Lucky 15 with mixed results', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { markets: 4 })
    const pick = (market: number, price: number) => ({
      outcomeId: outcomes[market]?.[0] as string,
      price,
    })
    const trixie = await bet({
      kind: 'system',
      betTypeId: 200_057,
      legs: [pick(0, 2), pick(1, 3), pick(2, 4)],
      unitStake: 100,
    })
    const lucky15 = await bet({
      kind: 'system',
      betTypeId: 200_059,
      legs: [pick(0, 2), pick(1, 3), pick(2, 1.5), pick(3, 5)],
      unitStake: 100,
    })
    expect(trixie.totalStake).toBe(400)
    expect(lucky15.totalStake).toBe(1500)
    const first = (market: number) => outcomes[market]?.[0] as string
    await result(marketIds[0] as string, [{ outcomeId: first(0), result: 'win' }])
    await result(marketIds[1] as string, [{ outcomeId: first(1), result: 'win' }])
    await result(marketIds[2] as string, [{ outcomeId: first(2), result: 'void' }])
    await result(marketIds[3] as string, [{ outcomeId: first(3), result: 'lose' }])
    expect(await settleMarkets(db, marketIds, log)).toBe(2)
    // Trixie: AB 1.00 x 2 x 3 = 6.00; AC, BC, ABC hold the void C at 1: 2.00, 3.00, 6.00.
    expect(await creditsOf(db, trixie.betId)).toEqual([
      { type: 'win', amount: 600 + 200 + 300 + 600 },
    ])
    // Lucky 15, A 2.00 won, B 3.00 won, C void, D lost: singles 2 + 3 + 1 = 6.00; doubles
    // AB 6, AC 2, BC 3 = 11.00; trebles ABC 6.00; every line with D returns 0.
    expect(await creditsOf(db, lucky15.betId)).toEqual([{ type: 'win', amount: 2300 }])
  })

  it('§7 settlement: each-way won and placed, at 1/4 the odds', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [5, 5, 5] })
    const terms = { numerator: 1, denominator: 4, places: 3 }
    const [winner, placed] = (outcomes[0] ?? []) as [string, string]
    const eachWayWin = await bet({
      legs: [{ outcomeId: winner, price: 5 }],
      unitStake: 1000,
      eachWay: true,
      placeTerms: terms,
    })
    const eachWayPlaced = await bet({
      legs: [{ outcomeId: placed, price: 5 }],
      unitStake: 1000,
      eachWay: true,
      placeTerms: terms,
    })
    expect(eachWayWin.totalStake).toBe(2000)
    await result(marketIds[0] as string, [
      { outcomeId: winner, result: 'win' },
      { outcomeId: placed, result: 'place' },
    ])
    expect(await settleMarkets(db, marketIds, log)).toBe(2)
    // Win 10.00 x 5.00 = 50.00, place 10.00 x (1 + 4 x 1/4) = 20.00.
    expect(await creditsOf(db, eachWayWin.betId)).toEqual([{ type: 'win', amount: 7000 }])
    expect(await creditsOf(db, eachWayPlaced.betId)).toEqual([{ type: 'win', amount: 2000 }])
  })

  it('§7 settlement: dead heats divide the stake on the tied position', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [4, 5, 6] })
    const [tiedFirst, tiedThird] = (outcomes[0] ?? []) as [string, string]
    const single = await bet({ legs: [{ outcomeId: tiedFirst, price: 4 }], unitStake: 1000 })
    const eachWay = await bet({
      legs: [{ outcomeId: tiedThird, price: 5 }],
      unitStake: 1000,
      eachWay: true,
      placeTerms: { numerator: 1, denominator: 4, places: 3 },
    })
    await result(marketIds[0] as string, [
      { outcomeId: tiedFirst, result: 'win', deadHeatDivisor: 2 },
      { outcomeId: tiedThird, result: 'place', deadHeatDivisor: 2 },
    ])
    expect(await settleMarkets(db, marketIds, log)).toBe(2)
    // 10.00 x 4.00 / 2
    expect(await creditsOf(db, single.betId)).toEqual([{ type: 'win', amount: 2000 }])
    // Win part lost; place 10.00 x 2.00 / 2.
    expect(await creditsOf(db, eachWay.betId)).toEqual([{ type: 'win', amount: 1000 }])
    const legs = await db.query<{ result: string; dead_heat_divisor: number }>(
      'select result, dead_heat_divisor from bet_legs where bet_id = $1',
      [single.betId],
    )
    expect(legs).toEqual([{ result: 'win', dead_heat_divisor: 2 }])
  })

  it('§7 settlement: a free-money stake rides beside the cash, as placement priced it', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [2] })
    const outcomeId = outcomes[0]?.[0] as string
    await db.query('update accounts set promo_cash = promo_cash + 500 where id = $1', [accountId])
    await db.query(
      `insert into ledger (account_id, amount, balance_after, reason, type, wallet)
       select id, 500, promo_cash, 'Free bet credit', 'bonus', 'promo' from accounts where id = $1`,
      [accountId],
    )
    const mixed = await bet({
      legs: [{ outcomeId, price: 2 }],
      unitStake: 500,
      freeMoneyStake: 500,
    })
    expect(mixed.totalStake).toBe(1000)
    await result(marketIds[0] as string, [{ outcomeId, result: 'win' }])
    expect(await settleMarkets(db, marketIds, log)).toBe(1)
    // (5.00 cash + 5.00 free) x 2.00, the potential return the slip promised: the free bet's half
    // of it is promo cash again, never money to withdraw.
    expect(await walletCreditsOf(mixed.betId)).toEqual([
      { wallet: 'promo', type: 'win', amount: 1000 },
      { wallet: 'real', type: 'win', amount: 1000 },
    ])
    const [row] = await db.query<{ potential_returns: number | string }>(
      'select potential_returns from bets where id = $1',
      [mixed.betId],
    )
    expect(Number(row?.potential_returns)).toBe(2000)
  })

  it('§7 settlement: a void free bet gives its stake back as promo cash, not as money to withdraw', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [1.5] })
    const outcomeId = outcomes[0]?.[0] as string
    await db.query('update accounts set promo_cash = promo_cash + 250 where id = $1', [accountId])
    const before = await walletsOf(accountId)
    const free = await bet({ legs: [{ outcomeId, price: 1.5 }], unitStake: 0, freeMoneyStake: 250 })
    await result(marketIds[0] as string, [{ outcomeId, result: 'void' }])
    expect(await settleMarkets(db, marketIds, log)).toBe(1)
    expect(await walletCreditsOf(free.betId)).toEqual([
      { wallet: 'promo', type: 'refund', amount: 250 },
    ])
    expect(await walletsOf(accountId)).toEqual(before)
  })

  it('§7 settlement: settling again, by market, by id or by sweep, pays nothing more', async () => {
    const { outcomes, marketIds } = await createTestEvent(db)
    const outcomeId = outcomes[0]?.[0] as string
    const single = await bet({ legs: [{ outcomeId, price: 2 }], unitStake: 700 })
    await result(marketIds[0] as string, [{ outcomeId, result: 'win' }])
    expect(await settleMarkets(db, marketIds, log)).toBe(1)
    expect(await settleMarkets(db, marketIds, log)).toBe(0)
    expect(await settleBets(db, [single.betId, single.betId], log)).toBe(0)
    await settleAllResulted(db, log)
    expect(await creditsOf(db, single.betId)).toEqual([{ type: 'win', amount: 1400 }])
    const { balance, ledger } = await balanceAndLedger(db, accountId)
    expect(balance).toBe(ledger)
  })

  it('§7 settlement: the sweep settles what no hook did', async () => {
    const { outcomes, marketIds } = await createTestEvent(db)
    const outcomeId = outcomes[0]?.[1] as string
    const single = await bet({ legs: [{ outcomeId, price: 3 }], unitStake: 500 })
    await result(marketIds[0] as string, [{ outcomeId, result: 'win' }])
    expect(await settleAllResulted(db, log)).toBeGreaterThanOrEqual(1)
    expect(await creditsOf(db, single.betId)).toEqual([{ type: 'win', amount: 1500 }])
  })

  it('§7 settlement: the sweep leaves a double open until its last leg is resulted', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { markets: 2 })
    const legs = [
      { outcomeId: outcomes[0]?.[0] as string, price: 2 },
      { outcomeId: outcomes[1]?.[0] as string, price: 3 },
    ]
    const double = await bet({ legs, unitStake: 500 })
    await result(marketIds[0] as string, [
      { outcomeId: legs[0]?.outcomeId as string, result: 'win' },
    ])
    await settleAllResulted(db, log)
    expect(await statusOf(double.betId)).toEqual({ status: 'open', returns: 0 })
    await result(marketIds[1] as string, [
      { outcomeId: legs[1]?.outcomeId as string, result: 'win' },
    ])
    expect(await settleAllResulted(db, log)).toBeGreaterThanOrEqual(1)
    expect(await creditsOf(db, double.betId)).toEqual([{ type: 'win', amount: 3000 }])
  })

  it('§7 settlement: a bet that cannot be settled stays open without holding back the rest', async () => {
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [3] })
    const outcomeId = outcomes[0]?.[0] as string
    const broken = await bet({
      legs: [{ outcomeId, price: 3 }],
      unitStake: 100,
      eachWay: true,
      placeTerms: { numerator: 1, denominator: 4, places: 3 },
    })
    // Place terms no market gives (a zero denominator): this bet's arithmetic throws.
    await db.query(
      `update bets set place_terms = '{"numerator": 1, "denominator": 0, "places": 3}' where id = $1`,
      [broken.betId],
    )
    const sound = await bet({ legs: [{ outcomeId, price: 3 }], unitStake: 100 })
    await result(marketIds[0] as string, [{ outcomeId, result: 'win' }])
    const errors = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }
    expect(await settleMarkets(db, marketIds, errors)).toBe(1)
    expect(errors.error).toHaveBeenCalledWith(
      expect.objectContaining({ betId: broken.betId }),
      'a bet could not be settled; it stays open',
    )
    expect(await creditsOf(db, sound.betId)).toEqual([{ type: 'win', amount: 300 }])
    expect(await statusOf(broken.betId)).toEqual({ status: 'open', returns: 0 })
    expect(await creditsOf(db, broken.betId)).toEqual([])
    // Mended, it settles at the next run (and no sweep of a shared database meets it again).
    await db.query(
      `update bets set place_terms = '{"numerator": 1, "denominator": 4, "places": 3}' where id = $1`,
      [broken.betId],
    )
    expect(await settleBets(db, [broken.betId], log)).toBe(1)
    // Win 1.00 x 3.00, place 1.00 x 1.50.
    expect(await creditsOf(db, broken.betId)).toEqual([{ type: 'win', amount: 450 }])
  })

  it('§7 settlement: two connections settling 60 bets at once pay each once', async () => {
    // PGlite is one connection in this process; PostgreSQL gets a second pool, as another process.
    const other = url ? await openTestDatabase(url) : db
    try {
      const { outcomes, marketIds } = await createTestEvent(db, { prices: [2, 3, 4] })
      const winner = outcomes[0]?.[0] as string
      const loser = outcomes[0]?.[1] as string
      const players = await Promise.all(
        [1, 2, 3].map(() => createFundedPlayer(db, 'race', 100_000)),
      )
      const bets = []
      for (let index = 0; index < 60; index++) {
        const player = players[index % 3]
        if (!player) throw new Error('no player')
        bets.push(
          await createTestBet(db, {
            accountId: player.accountId,
            legs: [{ outcomeId: index % 2 ? loser : winner, price: index % 2 ? 3 : 2 }],
            unitStake: 100 + index,
          }),
        )
      }
      await result(marketIds[0] as string, [
        { outcomeId: winner, result: 'win' },
        { outcomeId: loser, result: 'lose' },
      ])
      const ids = bets.map((placed) => placed.betId)
      const counts = await Promise.all([
        settleMarkets(db, marketIds, log),
        settleMarkets(other, marketIds, log),
        settleBets(other, [...ids].reverse(), log),
        settleAllResulted(db, log),
      ])
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60)
      const [paid] = await db.query<{ settlements: number | string; wins: number | string }>(
        `select (select count(*) from settlements where bet_id = any($1)) as settlements,
           (select count(*) from ledger where type = 'win' and reference = any($1)) as wins`,
        [ids],
      )
      expect({ settlements: Number(paid?.settlements), wins: Number(paid?.wins) }).toEqual({
        settlements: 60,
        wins: 30,
      })
      for (const player of players) {
        const { balance, ledger } = await balanceAndLedger(db, player.accountId)
        expect(balance).toBe(ledger)
        expect(balance).toBeGreaterThanOrEqual(0)
      }
      // Each winner paid its stake x 2.00, and only that.
      const expected = bets.reduce(
        (sum, _placed, index) => sum + (index % 2 ? 0 : (100 + index) * 2),
        0,
      )
      const [won] = await db.query<{ total: number | string }>(
        `select sum(amount) as total from ledger where type = 'win' and reference = any($1)`,
        [ids],
      )
      expect(Number(won?.total)).toBe(expected)
    } finally {
      if (other !== db) await other.close()
    }
  }, 60_000)
}
