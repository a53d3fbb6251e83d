// Settles open bets whose legs are all resulted, with the domain's rules (domain/bets/settle-bet.ts),
// and pays them through the ledger exactly once. A chunk of bets is one transaction: the bets are
// locked in id order, each gets its settlements row (bet_id is its key), its status and returns,
// and, when it returns anything, a ledger row for each wallet its stake came from. So a crash
// leaves a bet either settled and paid or untouched, and a second run, in this process or
// another, finds the bets no longer open.

import type { PlaceTerms } from '../../domain/bets/each-way.ts'
import { parlayExtraWinningsPaid } from '../../domain/bets/parlay-extra-winnings.ts'
import { fullStake, runningUnitStake, stakeRunning } from '../../domain/bets/placed-stake.ts'
import { promoReturns } from '../../domain/bets/promo-cash.ts'
import { type BetToSettle, settleBet } from '../../domain/bets/settle-bet.ts'
import type { LegResult, SettledLeg } from '../../domain/bets/settlement.ts'
import { taxedReturns, taxesApply } from '../../domain/money/tax.ts'
import type { Database, Queryable } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import type { Log } from '../log.ts'
import { fault } from '../seeded-faults.ts'
import { postToLedger } from '../wallet/ledger.ts'
import { betTaxes } from './bet-taxes.ts'
import { placedStakeOf } from './open-bets.ts'

/** Bets per transaction: large enough to be quick, small enough that a retry redoes little. */
const chunkSize = 200

type StoredResult = 'win' | 'lose' | 'void' | 'place'

interface BetRow {
  id: string
  account_id: string
  betslip_id: string
  reference: string | null
  kind: 'single' | 'multiple' | 'system'
  bet_type_id: number | null
  unit_stake: number | string
  total_stake: number | string | null
  number_of_lines: number
  each_way: boolean
  place_terms: PlaceTerms | ReadonlyArray<PlaceTerms | null> | null
  cashed_out_stake: number | string
  free_money_stake: number | string
  /** Promo cash in the stake (migration 035). */
  promo_stake: number | string
  /** The acca bonus placed with a multiple; absent in rows read before it was kept. */
  extra_parlay_winnings?: number | string
  /** The brand's taxes when the bet was placed (migration 013); absent: none. */
  stake_tax_percentage?: number | string
  returns_tax_percentage?: number | string
}

interface LegRow {
  bet_id: string
  leg_index: number
  market_id: string
  price: number | string
  banker: boolean
  result: StoredResult | null
  dead_heat_divisor: number | null
}

export type SettledStatus = 'won' | 'lost' | 'void'

export interface SettledBet {
  betId: string
  accountId: string
  betslipId: string
  reference: string
  status: SettledStatus
  returns: number
  /** The part of the returns paid back as promo cash, the share of the stake it paid. */
  promoReturns: number
  legs: ReadonlyArray<{ legIndex: number; result: StoredResult; deadHeatDivisor: number | null }>
}

/**
 * The legs of bets as stored: bet_legs, or for a single stored without legs (the skeleton's
 * placement) its own outcome and price; each with its outcome's result when there is one.
 */
const legsSql = `
  select b.id as bet_id, coalesce(l.leg_index, 0) as leg_index,
    coalesce(l.market_id, o.market_id) as market_id, coalesce(l.price, b.price) as price,
    coalesce(l.banker, false) as banker, r.result, r.dead_heat_divisor
  from bets b
  left join bet_legs l on l.bet_id = b.id
  left join outcomes o on l.bet_id is null and o.id = b.outcome_id
  left join results r on r.outcome_id = coalesce(l.outcome_id, b.outcome_id)
  where b.id = any($1)
  order by b.id, coalesce(l.leg_index, 0)`

/** Settles those of the given bets that are open with every leg resulted; returns how many. */
export async function settleBets(
  db: Database,
  betIds: readonly string[],
  log: Log,
): Promise<number> {
  let settled = 0
  const ids = [...new Set(betIds)].sort()
  for (let start = 0; start < ids.length; start += chunkSize)
    settled += await settleChunkOrEach(db, ids.slice(start, start + chunkSize), log)
  return settled
}

/**
 * A chunk that fails (a bet whose credit is refused: a bug) is settled bet by bet instead, so
 * one bad bet is reported and left open without holding back the others in its chunk.
 */
async function settleChunkOrEach(db: Database, ids: readonly string[], log: Log): Promise<number> {
  try {
    return (await settleChunk(db, ids)).length
  } catch {
    let settled = 0
    for (const id of ids)
      try {
        settled += (await settleChunk(db, [id])).length
      } catch (betError) {
        log.error({ err: betError, betId: id }, 'a bet could not be settled; it stays open')
      }
    return settled
  }
}

/** The open bets with a leg on these markets (a single stored without legs, by its outcome). */
export async function openBetsOnMarkets(
  db: Queryable,
  marketIds: readonly string[],
): Promise<string[]> {
  if (marketIds.length === 0) return []
  const rows = await db.query<{ id: string }>(
    `select l.bet_id as id from bet_legs l join bets b on b.id = l.bet_id
     where l.market_id = any($1) and b.status = 'open'
     union
     select b.id from bets b join outcomes o on o.id = b.outcome_id
     where o.market_id = any($1) and b.status = 'open'
       and not exists (select 1 from bet_legs l where l.bet_id = b.id)`,
    [marketIds],
  )
  return rows.map((row) => row.id)
}

/** Settles the open bets with a leg on these markets (the ones just resulted). */
export async function settleMarkets(
  db: Database,
  marketIds: readonly string[],
  log: Log,
): Promise<number> {
  if (marketIds.length === 0) return 0
  return settleBets(db, await openBetsOnMarkets(db, marketIds), log)
}

/**
 * Every open bet whose legs are all resulted, whatever resulted them: the sweep for what a
 * publish hook missed (a crash between the result and its settlement, another process's feed).
 * Walks the open bets by id, so a bet that cannot settle is passed once, not met forever. A
 * process shutting down stops it between chunks (`stopping`): the next sweep, here or in another
 * process, picks up where it left off.
 */
export async function settleAllResulted(
  db: Database,
  log: Log,
  stopping: () => boolean = () => false,
): Promise<number> {
  let settled = 0
  let after = ''
  while (!stopping()) {
    const rows = await db.query<{ id: string }>(
      // Each open bet's legs are counted against their results through the indexes, one bet at
      // a time. Written as "no leg without a result", the planner chose a nested loop over all
      // legs for every bet: 20 s of a database core at 22,000 open bets, every sweep.
      `select b.id from bets b
       cross join lateral (
         select count(*) as legs, count(r.outcome_id) as resulted
         from bet_legs l left join results r on r.outcome_id = l.outcome_id
         where l.bet_id = b.id
       ) c
       where b.status = 'open' and b.id > $1
         and case when c.legs > 0 then c.legs = c.resulted
             else exists (select 1 from results r where r.outcome_id = b.outcome_id) end
       order by b.id limit $2`,
      [after, chunkSize * 5],
    )
    if (rows.length === 0) return settled
    settled += await settleBets(
      db,
      rows.map((row) => row.id),
      log,
    )
    after = rows.at(-1)?.id ?? after
  }
  return settled
}

async function settleChunk(db: Database, ids: readonly string[]): Promise<SettledBet[]> {
  return transactionWithRetry(db, async (tx) => {
    // Locked in id order by every settler, so two of them never wait on each other in a circle.
    const bets = await tx.query<BetRow>(
      `select b.id, b.account_id, b.betslip_id, s.reference, b.kind, b.bet_type_id, b.unit_stake,
         b.total_stake, b.number_of_lines, b.each_way, b.place_terms, b.cashed_out_stake,
         b.free_money_stake, b.promo_stake, b.extra_parlay_winnings, b.stake_tax_percentage,
         b.returns_tax_percentage
       from bets b left join betslips s on s.id = b.betslip_id
       where b.id = any($1) and b.status = 'open'
       order by b.id for update of b`,
      [ids],
    )
    if (bets.length === 0) return []
    const legs = groupBy(
      await tx.query<LegRow>(legsSql, [bets.map((bet) => bet.id)]),
      (leg) => leg.bet_id,
    )
    const settled = bets.flatMap((bet) => {
      const outcome = settle(bet, legs.get(bet.id) ?? [])
      return outcome ? [outcome] : []
    })
    if (settled.length === 0) return []
    return record(tx, settled)
  })
}

/** Writes the settlements, and pays each bet whose settlements row this transaction wrote. */
async function record(tx: Queryable, settled: SettledBet[]): Promise<SettledBet[]> {
  const inserted = await tx.query<{ bet_id: string }>(
    `insert into settlements (bet_id, returns)
     select x.bet_id, x.returns from jsonb_to_recordset($1) as x(bet_id text, returns bigint)
     on conflict (bet_id) do nothing returning bet_id`,
    [JSON.stringify(settled.map((bet) => ({ bet_id: bet.betId, returns: bet.returns })))],
  )
  const fresh = new Set(inserted.map((row) => row.bet_id))
  const paid = settled.filter((bet) => fresh.has(bet.betId))
  if (paid.length === 0) return []
  await tx.query(
    `update bets b set status = x.status, returns = x.returns, settled_at = now()
     from jsonb_to_recordset($1) as x(bet_id text, status text, returns bigint)
     where b.id = x.bet_id`,
    [
      JSON.stringify(
        paid.map((bet) => ({ bet_id: bet.betId, status: bet.status, returns: bet.returns })),
      ),
    ],
  )
  await tx.query(
    `update bet_legs l set result = x.result, dead_heat_divisor = x.divisor
     from jsonb_to_recordset($1) as x(bet_id text, leg_index integer, result text, divisor integer)
     where l.bet_id = x.bet_id and l.leg_index = x.leg_index`,
    [
      JSON.stringify(
        paid.flatMap((bet) =>
          bet.legs.map((leg) => ({
            bet_id: bet.betId,
            leg_index: leg.legIndex,
            result: leg.result,
            divisor: leg.deadHeatDivisor,
          })),
        ),
      ),
    ],
  )
  // Accounts in one order in every settler too: two chunks sharing accounts cannot deadlock.
  const credits = paid
    .filter((bet) => bet.returns > 0)
    .sort((a, b) => compare(a.accountId, b.accountId) || compare(a.betId, b.betId))
  for (const bet of fault('settlement-paid-twice') ? [...credits, ...credits] : credits) {
    const parts = [
      { wallet: 'promo', amount: bet.promoReturns },
      { wallet: 'real', amount: bet.returns - bet.promoReturns },
    ] as const
    for (const { wallet, amount } of parts.filter((part) => part.amount > 0)) {
      const posted = await postToLedger(tx, {
        accountId: bet.accountId,
        wallet,
        type: bet.status === 'void' ? 'refund' : 'win',
        amount,
        reference: bet.betId,
        reason: bet.status === 'void' ? `Void bet ${bet.reference}` : `Returns ${bet.reference}`,
        betslipId: bet.betslipId,
      })
      // A credit is never refused for funds; an account gone is a bug, and rolls the chunk back.
      if (!posted.ok) throw new Error(`bet ${bet.betId}: the credit was refused (${posted.code})`)
    }
  }
  return paid
}

/** What the bet returns, if every leg is resulted; undefined while one is still running. */
export function settle(bet: BetRow, legs: readonly LegRow[]): SettledBet | undefined {
  if (legs.length === 0 || legs.some((leg) => leg.result === null)) return undefined
  const terms = (index: number): PlaceTerms | undefined => {
    const stored = bet.place_terms
    if (!stored) return undefined
    return (Array.isArray(stored) ? stored[index] : (stored as PlaceTerms)) ?? undefined
  }
  const settledLegs = legs.map((leg, index): SettledLeg & { marketId: string; banker: boolean } => {
    const placeTerms = bet.each_way ? terms(index) : undefined
    return {
      decimal: Number(leg.price),
      result: legResult(leg.result as StoredResult, leg.dead_heat_divisor),
      marketId: leg.market_id,
      banker: leg.banker,
      ...(placeTerms ? { placeTerms } : {}),
    }
  })
  const stake = placedStakeOf(bet)
  const unitStake = runningUnitStake(stake)
  const toSettle: BetToSettle =
    bet.kind === 'system'
      ? {
          kind: 'system',
          betTypeId: Number(bet.bet_type_id),
          unitStake,
          eachWay: bet.each_way,
          legs: settledLegs,
        }
      : bet.kind === 'multiple'
        ? { kind: 'multiple', unitStake, eachWay: bet.each_way, legs: settledLegs }
        : {
            kind: 'single',
            unitStake,
            eachWay: bet.each_way,
            leg: settledLegs[0] as SettledLeg,
          }
  const settlement = settleBet(toSettle)
  const allVoid = legs.every((leg) => leg.result === 'void') || !settlement.ok
  // A system whose lines cannot be rebuilt was never a valid bet: it is void and refunded, as is
  // a bet with every leg void, whole, whatever duty its stake paid.
  const returns =
    !settlement.ok || (allVoid && taxesApply(betTaxes(bet)))
      ? stakeRunning(stake)
      : taxedReturns({ unitStake, totalStake: stakeRunning(stake) }, betTaxes(bet), (wagered) =>
          wagered === unitStake
            ? settlement.settlement.returns
            : settledReturns(settleBet({ ...toSettle, unitStake: wagered })),
        ).returnsAfterTax +
        (bet.kind === 'multiple'
          ? parlayExtraWinningsPaid(
              Number(bet.extra_parlay_winnings ?? 0),
              settledLegs.map((leg) => leg.result),
              {
                placedUnit: runningUnitStake({ ...stake, cashedOutStake: 0 }),
                runningUnit: unitStake,
              },
            )
          : 0)
  return {
    betId: bet.id,
    accountId: bet.account_id,
    betslipId: bet.betslip_id,
    reference: bet.reference ?? bet.betslip_id,
    status: allVoid ? 'void' : returns > 0 ? 'won' : 'lost',
    returns,
    promoReturns: promoReturns(returns, Number(bet.promo_stake ?? 0), fullStake(stake)),
    legs: legs.map((leg) => ({
      legIndex: leg.leg_index,
      result: leg.result as StoredResult,
      deadHeatDivisor: leg.dead_heat_divisor,
    })),
  }
}

const settledReturns = (answer: ReturnType<typeof settleBet>): number =>
  answer.ok ? answer.settlement.returns : 0

/** A dead heat divides the stake on the tied position: first for a win, the last paid place. */
function legResult(result: StoredResult, divisor: number | null): LegResult {
  const share = divisor ? { numerator: 1, denominator: divisor } : undefined
  switch (result) {
    case 'win':
      return share ? { deadHeat: { win: share } } : 'won'
    case 'place':
      return share ? { deadHeat: { place: share } } : 'placed'
    case 'lose':
      return 'lost'
    case 'void':
      return 'void'
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
