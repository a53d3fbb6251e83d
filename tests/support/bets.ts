// Bets and the events they stand on, made by SQL in the 008 model (betslips, bets, bet_legs and a
// ledger 'bet' row through postToLedger), so settlement and cash-out are tested without waiting on
// placement. Every id is unique: tests share one PostgreSQL in CI.

import { randomUUID } from 'node:crypto'
import type { PlaceTerms } from '../../domain/bets/each-way.ts'
import { potentialReturns } from '../../domain/bets/potential-returns.ts'
import { systemBetLines } from '../../domain/bets/systems.ts'
import type { EventWithMarkets, Outcome } from '../../domain/events/event.ts'
import type { OutcomeResult } from '../../domain/feed/change.ts'
import { createStore, createTouched, putEvent } from '../../domain/feed/store.ts'
import { writeResults, writeTouched } from '../../server/catalogue/catalogue-records.ts'
import { loadReferenceData } from '../../server/catalogue/reference-data.ts'
import type { Database, Queryable } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { openDatabase } from '../../server/db/open.ts'
import { seedOnFirstStart } from '../../server/seed.ts'
import { postToLedger } from '../../server/wallet/ledger.ts'
import { createTestPlayer, logIn, type TestPlayer } from './test-players.ts'

export interface TestEvent {
  event: EventWithMarkets
  /** Outcome ids by market, in order: outcomes[market][outcome]. */
  outcomes: string[][]
  marketIds: string[]
}

/**
 * An event of its own, before the event unless asked for live, with prices 2.00, 3.00, 4.00...
 * per market. Not live by default: on the shared PostgreSQL a live test event would join every
 * other test's live list, and stay there once its markets are resulted.
 */
export async function createTestEvent(
  db: Database,
  shape: { markets?: number; outcomesPerMarket?: number; live?: boolean; prices?: number[] } = {},
): Promise<TestEvent> {
  const eventId = `te-${randomUUID().slice(0, 12)}`
  const markets: EventWithMarkets['markets'] = []
  for (let m = 1; m <= (shape.markets ?? 1); m++) {
    const marketId = `${eventId}-m${m}`
    const outcomes: Outcome[] = []
    for (let o = 1; o <= (shape.outcomesPerMarket ?? 3); o++)
      outcomes.push({
        id: `${marketId}-o${o}`,
        marketId,
        eventId,
        description: `Runner ${o}`,
        status: 'open',
        hidden: false,
        consolidatedPrice: { currentPrice: { decimal: shape.prices?.[o - 1] ?? o + 1 } },
      })
    markets.push({
      id: marketId,
      eventId,
      marketTypeId: String(m),
      periodId: '1',
      description: `Market ${m}`,
      status: 'open',
      outcomes,
    })
  }
  const event: EventWithMarkets = {
    id: eventId,
    slug: eventId,
    description: `Home ${eventId} v Away`,
    sportCode: 'FOOT',
    eventPaths: [{ slug: 'football', description: 'Football' }],
    // Pre-match: tomorrow; live: kicked off half an hour ago.
    startTime: new Date(Date.now() + (shape.live ? -1_800_000 : 86_400_000)).toISOString(),
    ...(shape.live ? { clock: { status: 'RUNNING', minutes: 23 } } : {}),
    scores: { home: 1, away: 0 },
    liveOpenMarketCount: markets.length,
    markets,
  } as EventWithMarkets
  const store = createStore()
  const touched = createTouched()
  putEvent(store, event, touched)
  await db.transaction((tx) => writeTouched(tx, store, touched))
  return {
    event,
    outcomes: markets.map((market) => market.outcomes.map((outcome) => outcome.id)),
    marketIds: markets.map((market) => market.id),
  }
}

export interface TestLeg {
  outcomeId: string
  price: number
  banker?: boolean
}

export interface TestBet {
  accountId: string
  kind?: 'single' | 'multiple' | 'system'
  legs: TestLeg[]
  unitStake: number
  betTypeId?: number
  eachWay?: boolean
  placeTerms?: PlaceTerms
  /** Promo money staked beside the cash, as placement stores it: in total_stake, not unit_stake. */
  freeMoneyStake?: number
}

/** Places a bet as placement stores one, debiting its total stake; answers its ids. */
export async function createTestBet(
  db: Database,
  bet: TestBet,
): Promise<{ betId: string; betslipId: string; totalStake: number }> {
  return db.transaction(async (tx) => {
    const outcomes = await tx.query<{ id: string; market_id: string; event_id: string }>(
      'select id, market_id, event_id from outcomes where id = any($1)',
      [bet.legs.map((leg) => leg.outcomeId)],
    )
    const byId = new Map(outcomes.map((row) => [row.id, row]))
    const legs = bet.legs.map((leg) => {
      const outcome = byId.get(leg.outcomeId)
      if (!outcome) throw new Error(`no outcome ${leg.outcomeId}`)
      return { ...leg, marketId: outcome.market_id, eventId: outcome.event_id }
    })
    const kind = bet.kind ?? (legs.length === 1 ? 'single' : 'multiple')
    const eachWay = bet.eachWay ?? false
    const lines =
      kind === 'system' ? linesOf(bet.betTypeId ?? 0, legs) : [legs.map((_, index) => index)]
    const freeMoneyStake = bet.freeMoneyStake ?? 0
    const cashStake = bet.unitStake * lines.length * (eachWay ? 2 : 1)
    const totalStake = cashStake + freeMoneyStake
    const returns = potentialReturns({
      unitStake: bet.unitStake + freeMoneyStake / lines.length / (eachWay ? 2 : 1),
      legs: legs.map((leg) => ({
        decimal: leg.price,
        ...(bet.placeTerms ? { placeTerms: bet.placeTerms } : {}),
      })),
      lines,
      eachWay,
    }).potentialReturns
    const betslipId = randomUUID()
    const betId = randomUUID()
    const reference = `BS-${betslipId.slice(0, 8).toUpperCase()}`
    await tx.query(
      `insert into betslips (id, uuid, account_id, reference, total_cost, potential_returns, origin_id, user_accept_odds, response)
       values ($1, $2, $3, $4, $5, $6, 11, 'D', '{}')`,
      [betslipId, randomUUID(), bet.accountId, reference, totalStake, returns],
    )
    await tx.query(
      `insert into bets (id, betslip_id, account_id, outcome_id, price, unit_stake, potential_returns,
         kind, bet_type_id, number_of_lines, total_stake, each_way, place_terms, free_money_stake,
         promo_stake)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
      [
        betId,
        betslipId,
        bet.accountId,
        kind === 'single' ? legs[0]?.outcomeId : null,
        kind === 'single' ? legs[0]?.price : 1,
        bet.unitStake,
        returns,
        kind,
        bet.betTypeId ?? (kind === 'multiple' ? 200_000 + legs.length : null),
        lines.length,
        totalStake,
        eachWay,
        bet.placeTerms ? JSON.stringify(bet.placeTerms) : null,
        freeMoneyStake,
      ],
    )
    for (const [index, leg] of legs.entries())
      await tx.query(
        `insert into bet_legs (bet_id, leg_index, outcome_id, market_id, event_id, price, banker)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [betId, index, leg.outcomeId, leg.marketId, leg.eventId, leg.price, leg.banker ?? false],
      )
    const debit = await postToLedger(tx, {
      accountId: bet.accountId,
      wallet: 'real',
      type: 'bet',
      amount: -cashStake,
      reference: betslipId,
      reason: `Bet ${reference}`,
      betslipId,
    })
    if (!debit.ok) throw new Error(`test bet not covered: ${debit.code}`)
    if (freeMoneyStake > 0) {
      const promo = await postToLedger(tx, {
        accountId: bet.accountId,
        wallet: 'promo',
        type: 'bet',
        amount: -freeMoneyStake,
        reference: betslipId,
        reason: `Free bet ${reference}`,
        betslipId,
      })
      if (!promo.ok) throw new Error(`free bet not covered: ${promo.code}`)
    }
    return { betId, betslipId, totalStake }
  })
}

function linesOf(betTypeId: number, legs: ReadonlyArray<{ marketId: string; banker?: boolean }>) {
  const system = systemBetLines(betTypeId, legs)
  if (!system.ok) throw new Error(`not a system bet: ${betTypeId} (${system.reason})`)
  return system.lines
}

/** Writes results as the feed's publish does, without the stream (for settlement's own tests). */
export async function writeTestResults(
  db: Database,
  marketId: string,
  results: OutcomeResult[],
): Promise<void> {
  const [market] = await db.query<{ event_id: string }>(
    'select event_id from markets where id = $1',
    [marketId],
  )
  if (!market) throw new Error(`no market ${marketId}`)
  await db.transaction((tx) =>
    writeResults(
      tx,
      results.map((result) => ({ ...result, marketId, eventId: market.event_id })),
    ),
  )
}

/** The account's balance, and the sum of its ledger rows, which must be equal. */
export async function balanceAndLedger(
  db: Queryable,
  accountId: string,
): Promise<{ balance: number; ledger: number }> {
  const [row] = await db.query<{ balance: number | string; ledger: number | string | null }>(
    `select a.balance, (select sum(amount) from ledger l where l.account_id = a.id and l.wallet = 'real') as ledger
     from accounts a where a.id = $1`,
    [accountId],
  )
  return { balance: Number(row?.balance), ledger: Number(row?.ledger ?? 0) }
}

/** The credits of one bet (win, refund, cash-out rows), in order. */
export async function creditsOf(
  db: Queryable,
  betId: string,
): Promise<Array<{ type: string; amount: number }>> {
  const rows = await db.query<{ type: string; amount: number | string }>(
    `select type, amount from ledger where reference = $1 order by id`,
    [betId],
  )
  return rows.map((row) => ({ type: row.type, amount: Number(row.amount) }))
}

/** A database as the server opens one (migrated, reference data, demo brands): PGlite or PostgreSQL. */
export async function openTestDatabase(databaseUrl?: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl })
  await migrate(db)
  await loadReferenceData(db)
  await seedOnFirstStart(db)
  return db
}

/** A player of the demo brand whose opening balance is a ledger row, so balance = sum of ledger. */
export async function createFundedPlayer(
  db: Database,
  name: string,
  amount: number,
): Promise<TestPlayer> {
  const player = await createTestPlayer(db, { brandId: 'demo', name })
  await db.transaction(async (tx) => {
    const posted = await postToLedger(tx, {
      accountId: player.accountId,
      wallet: 'real',
      type: 'opening',
      amount,
      reason: 'Opening balance',
    })
    if (!posted.ok) throw new Error(`opening refused: ${posted.code}`)
  })
  return player
}

/** A bearer token for the player (direct login of the demo brand). */
export const loginAs = async (baseUrl: string, player: TestPlayer): Promise<string> =>
  (await logIn(baseUrl, player.username, player.password)).token

/** Moves an outcome's price as the feed would leave it stored. */
export async function setPrice(db: Queryable, outcomeId: string, decimal: number): Promise<void> {
  await db.query(
    `update outcomes set price = $2,
       record = jsonb_set(record, '{consolidatedPrice,currentPrice,decimal}', to_jsonb($2::numeric))
     where id = $1`,
    [outcomeId, decimal],
  )
}

/** Suspends or reopens a market as the feed would leave it stored. */
export async function setMarketStatus(
  db: Queryable,
  marketId: string,
  status: 'open' | 'suspended',
): Promise<void> {
  await db.query(
    `update markets set status = $2, record = jsonb_set(record, '{status}', to_jsonb($2::text))
     where id = $1`,
    [marketId, status],
  )
}

/** A JSON call with the bearer token: the status and the parsed body. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as T }
}
