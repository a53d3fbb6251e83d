// Placement under contention: concurrent slips cannot overdraw, a uuid places once.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlacementResponse } from '../../domain/api/placement.ts'
import { defaultSettings } from '../../domain/player/settings.ts'
import { createSessionService } from '../auth/sessions.ts'
import { createTokenService, type SessionClaims } from '../auth/tokens.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { demoPlayer, seedOnFirstStart } from '../seed.ts'
import { defaultEpw } from './betting-settings.ts'
import { placeBetslip as placeOutcome } from './place-betslip.ts'

let db: Database
let session: SessionClaims
const { accountId } = demoPlayer
const outcomeId = '1001-1x2-1'

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
  await seedOnFirstStart(db)
  const sessions = createSessionService(db, await createTokenService(db))
  const { id: playerId, username, brandId } = demoPlayer
  const player = { playerId, accountId, username, brandId }
  session = {
    ...player,
    kind: 'sportsbook',
    sessionId: (await sessions.open(db, player)).sessionId,
  }
})
afterAll(() => db.close())

const balance = async () =>
  Number(
    (
      await db.query<{ balance: string }>('select balance from accounts where id = $1', [accountId])
    )[0]?.balance,
  )

const priceNow = async () =>
  Number(
    (await db.query<{ price: string }>('select price from outcomes where id = $1', [outcomeId]))[0]
      ?.price,
  )

type Request = Parameters<typeof placeOutcome>[1]['request']
type LimitSettings = { bet_stake_min_amount?: string; bet_stake_max_amount?: string }

/** The answer as the route sends it; live slips are decided at once here (no in-play delay). */
async function placeBetslip(
  database: Database,
  input: {
    uuid: string
    request: Partial<Request>
    limitSettings: LimitSettings
  },
): Promise<PlacementResponse> {
  const outcome = await placeOutcome(database, {
    session,
    uuid: input.uuid,
    request: { singles: [], legs: [], multiples: [], systems: [], ...input.request },
    betting: {
      settings: { ...defaultSettings, ...input.limitSettings },
      holds: { inplay_bet_delay_seconds: 0 },
      epw: defaultEpw,
      odds: () => undefined,
    },
  })
  if (!outcome.ok) throw new Error(outcome.code)
  return JSON.parse(outcome.body) as PlacementResponse
}

const place = async (unitStake: number, uuid: string) =>
  placeBetslip(db, {
    uuid,
    request: { singles: [{ outcomeId, decimal: await priceNow(), unitStake }] },
    limitSettings: {},
  })

describe('placeBetslip', () => {
  it('§7 bets: concurrent slips never take the balance below zero', async () => {
    const start = await balance()
    expect(start).toBe(demoPlayer.balance)
    const stake = Math.floor(start * 0.4)
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => place(stake, `concurrent-${n}`)))
    const placed = results.filter((result) => result.errors.length === 0)
    expect(placed).toHaveLength(2)
    expect(results.filter((result) => result.errors[0]?.code === 'RES-00056')).toHaveLength(3)
    expect(await balance()).toBe(start - 2 * stake)
    const ledger = await db.query<{ total: string }>(
      'select sum(amount) as total from ledger where account_id = $1',
      [accountId],
    )
    expect(Number(ledger[0]?.total)).toBe(await balance())
  })

  it('§5 uuid: the same request id twice places once', async () => {
    const start = await balance()
    const [first, second] = await Promise.all([place(100, 'same-uuid'), place(100, 'same-uuid')])
    expect(second?.betSlipId).toBe(first?.betSlipId)
    expect(await balance()).toBe(start - 100)
  })

  it('§8 RES-00048: a suspended market is refused and debits nothing', async () => {
    const start = await balance()
    await db.query(`update markets set status = 'suspended' where id = '1001-1x2'`)
    const result = await place(100, 'suspended-1')
    await db.query(`update markets set status = 'open' where id = '1001-1x2'`)
    expect(result.errors.map((error) => error.code)).toEqual(['RES-00048'])
    expect(await balance()).toBe(start)
  })

  it('§8 RES-00140 and RES-00034: stakes outside the brand limits are refused', async () => {
    const decimal = await priceNow()
    const limited = (unitStake: number) =>
      placeBetslip(db, {
        uuid: `limits-${unitStake}`,
        request: { singles: [{ outcomeId, decimal, unitStake }] },
        limitSettings: { bet_stake_min_amount: '1.00', bet_stake_max_amount: '5' },
      })
    expect((await limited(99)).errors[0]?.code).toBe('RES-00140')
    expect((await limited(501)).errors[0]?.code).toBe('RES-00034')
    expect((await limited(500)).errors).toEqual([])
  })

  it('§8 RES-00152: H accepts a higher price, D does not', async () => {
    const current = await priceNow()
    const request = (userAcceptOdds: 'D' | 'H') => ({
      singles: [{ outcomeId, decimal: current - 0.1, unitStake: 100 }],
      userAcceptOdds,
    })
    const declined = await placeBetslip(db, {
      uuid: 'odds-d',
      request: request('D'),
      limitSettings: {},
    })
    expect(declined.errors[0]).toMatchObject({ code: 'RES-00152', currentDecimal: current })
    const accepted = await placeBetslip(db, {
      uuid: 'odds-h',
      request: request('H'),
      limitSettings: {},
    })
    expect(accepted.errors).toEqual([])
    expect(accepted.singles[0]?.decimal).toBe(current)
  })

  it('§8 RES-00098 and RES-00218: unknown and repeated outcomes', async () => {
    const decimal = await priceNow()
    const unknown = await placeBetslip(db, {
      uuid: 'unknown-1',
      request: { singles: [{ outcomeId: 'nope', decimal: 2, unitStake: 100 }] },
      limitSettings: {},
    })
    expect(unknown.errors[0]?.code).toBe('RES-00098')
    const twice = await placeBetslip(db, {
      uuid: 'twice-1',
      request: {
        singles: [
          { outcomeId, decimal, unitStake: 100 },
          { outcomeId, decimal, unitStake: 100 },
        ],
      },
      limitSettings: {},
    })
    expect(twice.errors[0]?.code).toBe('RES-00218')
  })
})
