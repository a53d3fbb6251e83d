// What the placement tests share: a server with the development endpoints, a brand of the test's
// own (so its referral threshold or delay touches no other test on the shared PostgreSQL), bettors
// with sessions opened directly (no password hashing per bettor), events written as the feed
// writes them, and a placement call that keeps the answer's exact text.

import { randomUUID } from 'node:crypto'
import type { PlaceBetslipRequest } from '../../domain/api/placement.ts'
import type { PlaceTerms } from '../../domain/bets/each-way.ts'
import { createSessionService } from '../../server/auth/sessions.ts'
import { createTokenService } from '../../server/auth/tokens.ts'
import type { Database } from '../../server/db/database.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { createTestEvent } from '../support/bets.ts'

export interface Clock {
  now: () => number
  advance(ms: number): void
}

export function testClock(): Clock {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms
    },
  }
}

export async function startPlacementServer(
  options: { databaseUrl?: string; clock?: Clock } = {},
): Promise<RunningServer> {
  return startServer({
    feed: null,
    devEndpoints: true,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.clock ? { now: options.clock.now } : {}),
  })
}

/** A brand of the test's own, copying demo's settings with the given ones on top. */
export async function createTestBrand(db: Database, settings: Record<string, unknown> = {}) {
  const brandId = `tb-${randomUUID().slice(0, 8)}`
  await db.query(
    `insert into brands (id, name, login_method, settings)
     select $1, 'Test brand', 'direct', settings || $2::jsonb from brands where id = 'demo'`,
    [brandId, JSON.stringify(settings)],
  )
  return brandId
}

export interface Bettor {
  playerId: string
  accountId: string
  token: string
}

export async function createBettor(
  db: Database,
  options: {
    brandId?: string
    balance?: number
    promoCash?: number
    selfExcluded?: boolean
    currency?: string
  } = {},
): Promise<Bettor> {
  const unique = randomUUID().slice(0, 12)
  const playerId = `pb-${unique}`
  const accountId = `ab-${unique}`
  const username = `bettor-${unique}`
  const brandId = options.brandId ?? 'demo'
  await db.query(
    `insert into players (id, brand_id, username, password_hash, email, first_name, currency, self_excluded)
     values ($1, $2, $3, 'not-a-hash', $4, 'Bettor', $5, $6)`,
    [
      playerId,
      brandId,
      username,
      `${username}@example.com`,
      options.currency ?? 'EUR',
      options.selfExcluded ?? false,
    ],
  )
  // The opening balances as ledger rows, so the balance is the sum of the ledger throughout.
  await db.query(
    `insert into accounts (id, player_id, currency, balance, promo_cash) values ($1, $2, $3, $4, $5)`,
    [accountId, playerId, options.currency ?? 'EUR', options.balance ?? 0, options.promoCash ?? 0],
  )
  for (const [wallet, amount] of [
    ['real', options.balance ?? 0],
    ['promo', options.promoCash ?? 0],
  ] as const)
    if (amount > 0)
      await db.query(
        `insert into ledger (account_id, amount, balance_after, reason, type, wallet)
         values ($1, $2, $2, 'Opening balance', 'opening', $3)`,
        [accountId, amount, wallet],
      )
  const sessions = createSessionService(db, await createTokenService(db))
  const { token } = await sessions.open(db, { playerId, accountId, username, brandId })
  return { playerId, accountId, token }
}

export interface TestEvent {
  eventId: string
  marketIds: string[]
  /** outcomes[market][outcome] */
  outcomes: string[][]
}

/**
 * An event of its own (createTestEvent: before the event unless live, prices 2.00, 3.00, 4.00...
 * in each market), its markets with each-way place terms or marked reserve when asked.
 */
export async function createEvent(
  db: Database,
  shape: {
    live?: boolean
    markets?: number
    outcomesPerMarket?: number
    placeTerms?: PlaceTerms
    reserve?: boolean
  } = {},
): Promise<TestEvent> {
  const { event, marketIds, outcomes } = await createTestEvent(db, shape)
  const extra = {
    ...(shape.placeTerms ? { placeTerms: shape.placeTerms } : {}),
    ...(shape.reserve ? { reserve: true } : {}),
  }
  if (Object.keys(extra).length > 0)
    await db.query('update markets set record = record || $2::jsonb where event_id = $1', [
      event.id,
      JSON.stringify(extra),
    ])
  return { eventId: event.id, marketIds, outcomes }
}

export async function setPrice(db: Database, outcomeId: string, decimal: number) {
  await db.query('update outcomes set price = $2 where id = $1', [outcomeId, decimal])
}

export interface Answer<T = Record<string, unknown>> {
  status: number
  text: string
  json: T
}

export async function call<T = Record<string, unknown>>(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; brand?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.brand ? { brand: options.brand } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  })
  const text = await response.text()
  return { status: response.status, text, json: (text ? JSON.parse(text) : {}) as T }
}

export interface PlacementAnswer {
  betSlipId: string
  status?: string
  delay: number
  totalCost: number
  availableBalance: number
  potentialReturns: number
  singles: Array<{ betId: string; decimal: number; potentialReturns: number }>
  multiples?: Array<{
    betId: string
    betTypeId: number
    noOfBets: number
    totalStake: number
    potentialReturns: number
  }>
  systems?: Array<{
    betId: string
    betTypeId: number
    noOfBets: number
    totalStake: number
    potentialReturns: number
  }>
  errors: Array<{ code: string; outcomeId?: string; currentDecimal?: number }>
}

export function place(
  server: RunningServer,
  bettor: Bettor,
  request: PlaceBetslipRequest,
  uuid = randomUUID(),
): Promise<Answer<PlacementAnswer>> {
  return call<PlacementAnswer>(
    server,
    'POST',
    `/xapi/rest/accounts/${bettor.accountId}/betslips?uuid=${uuid}`,
    { token: bettor.token, body: request },
  )
}

/** The account's balances and the sums of its ledger rows per wallet, which must be equal. */
export async function walletsOf(db: Database, accountId: string) {
  const [row] = await db.query<Record<string, number | string | null>>(
    `select a.balance, a.promo_cash,
       (select coalesce(sum(amount), 0) from ledger l where l.account_id = a.id and l.wallet = 'real') as real_ledger,
       (select coalesce(sum(amount), 0) from ledger l where l.account_id = a.id and l.wallet = 'promo') as promo_ledger
     from accounts a where a.id = $1`,
    [accountId],
  )
  return {
    balance: Number(row?.balance),
    promoCash: Number(row?.promo_cash),
    realLedger: Number(row?.real_ledger),
    promoLedger: Number(row?.promo_ledger),
  }
}
