// Reads an account's bets as My bets shows them: each with its legs (event, market and outcome
// names, the price taken, the price now, the event's clock and score, the leg's result), and for
// an open bet the cash-out offer now (docs/cashout.md, computed by domain/bets/cash-out.ts).

import type { CashoutOfferResponse } from '../../domain/api/cash-out.ts'
import type { BetLeg, OpenBet, PlacedBet } from '../../domain/api/open-bets.ts'
import {
  type CashOutLeg,
  cashOutOffer,
  defaultCashOutMarginBasisPoints,
} from '../../domain/bets/cash-out.ts'
import { combinedOdds } from '../../domain/bets/multiple.ts'
import { fullStake, type PlacedStake, stakeRunning } from '../../domain/bets/placed-stake.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import type { TaxSettings } from '../../domain/money/tax.ts'
import type { BrandOdds } from '../../domain/odds/brand-odds.ts'
import type { Queryable } from '../db/database.ts'
import { betTaxes } from './bet-taxes.ts'
import { bettableOutcome } from './bettable-outcome.ts'
import { leagueIdSql, type PricedRow, priceInOdds } from './brand-prices.ts'
import type { OfferKeys } from './offer-keys.ts'

/** Which of the account's bets to read: the newest open ones, one, a slip's, the latest settled. */
export type BetFilter =
  | { open: number }
  | { betId: string }
  | { betslipId: string }
  /** The latest settled, or those settled before the bet `before` (keyset paging). */
  | { settled: number; before?: string }

interface BetRow {
  id: string
  betslip_id: string
  reference: string
  kind: PlacedBet['kind']
  bet_type_id: number | null
  status: string
  created_at: Date | string
  unit_stake: number | string
  number_of_lines: number
  each_way: boolean
  total_stake: number | string | null
  cashed_out_stake: number | string
  free_money_stake: number | string
  promo_stake: number | string
  boosted: boolean
  potential_returns: number | string
  returns: number | string | null
  settled_at: Date | string | null
  stake_tax_percentage: number | string | null
  returns_tax_percentage: number | string | null
}

interface LegRow extends PricedRow {
  bet_id: string
  leg_index: number
  outcome_id: string
  price: number | string
  banker: boolean
  market_id: string
  current_price: number | string
  /** bettable-outcome.ts: the leg takes bets now (shown open, with its current price). */
  bettable: boolean
  outcome_description: string | null
  market_description: string | null
  event: SportEvent
  is_finished: boolean
  result: 'win' | 'lose' | 'void' | 'place' | null
  dead_heat_divisor: number | null
}

/** A bet as read, with what the offer needs beside what the bettor sees. */
export interface BetRecord {
  bet: PlacedBet
  returns: number | null
  settledAt: string | null
  /** Legs whose event has finished while they are not resulted. */
  finishedLegs: number
  /** The taxes the bet was placed under. */
  taxes: TaxSettings
  /** Promo cash staked (a free bet, or promo cash for the cash stake): not cashed out. */
  promoStake: number
  /** A single at a boosted price: not cashed out either. */
  boosted: boolean
}

const betColumns = `b.id, b.betslip_id, s.reference, b.kind, b.bet_type_id, b.status, b.created_at,
  b.unit_stake, b.number_of_lines, b.each_way, b.total_stake, b.cashed_out_stake, b.free_money_stake,
  b.promo_stake, b.boosted, b.potential_returns, b.returns, b.settled_at, b.stake_tax_percentage,
  b.returns_tax_percentage`

export async function readBets(
  db: Queryable,
  accountId: string,
  filter: BetFilter,
  /**
   * odds: the brand odds the bettor is shown prices in (accountOdds), so a leg's price now, and
   * the cash-out offer made from it, is in the odds its price taken was.
   */
  options: { odds: BrandOdds | undefined; forUpdate?: boolean },
): Promise<BetRecord[]> {
  const [where, order, params] =
    'open' in filter
      ? ["b.status = 'open'", 'b.created_at desc, b.id desc limit $2', [filter.open]]
      : 'betId' in filter
        ? ['b.id = $2', 'b.id', [filter.betId]]
        : 'betslipId' in filter
          ? ['b.betslip_id = $2', 'b.created_at, b.id', [filter.betslipId]]
          : [
              `b.settled_at is not null and ($3::text is null or (b.settled_at, b.id) <
                 (select settled_at, id from bets where id = $3 and account_id = $1))`,
              'b.settled_at desc, b.id desc limit $2',
              [filter.settled, filter.before ?? null],
            ]
  const bets = await db.query<BetRow>(
    `select ${betColumns} from bets b join betslips s on s.id = b.betslip_id
     where b.account_id = $1 and ${where}
     order by ${order}${options.forUpdate ? ' for update of b' : ''}`,
    [accountId, ...params],
  )
  if (bets.length === 0) return []
  const legs = await db.query<LegRow>(
    `select b.id as bet_id, coalesce(l.leg_index, 0) as leg_index, o.id as outcome_id,
       coalesce(l.price, b.price) as price, coalesce(l.banker, false) as banker,
       o.market_id, m.market_type_id, ${leagueIdSql('e')} as league_id,
       o.price as current_price, ${bettableOutcome('o', 'm', 'e')} as bettable,
       o.record ->> 'description' as outcome_description,
       m.record ->> 'description' as market_description,
       e.record as event, e.is_finished,
       coalesce(l.result, r.result) as result,
       coalesce(l.dead_heat_divisor, r.dead_heat_divisor) as dead_heat_divisor
     from bets b
     left join bet_legs l on l.bet_id = b.id
     join outcomes o on o.id = coalesce(l.outcome_id, b.outcome_id)
     join markets m on m.id = o.market_id
     join events e on e.id = o.event_id
     left join results r on r.outcome_id = o.id
     where b.id = any($1)
     order by b.id, coalesce(l.leg_index, 0)`,
    [bets.map((bet) => bet.id)],
  )
  const legsByBet = new Map<string, LegRow[]>()
  for (const leg of legs) {
    const list = legsByBet.get(leg.bet_id)
    if (list) list.push(leg)
    else legsByBet.set(leg.bet_id, [leg])
  }
  return bets.map((row) => toRecord(row, legsByBet.get(row.id) ?? [], options.odds))
}

/** A bet row's stake (numeric columns may come as text), for settlement and cash-out too. */
export const placedStakeOf = (row: {
  unit_stake: number | string
  number_of_lines: number
  each_way: boolean
  free_money_stake: number | string
  total_stake: number | string | null
  cashed_out_stake: number | string
}): PlacedStake => ({
  unitStake: Number(row.unit_stake),
  numberOfLines: row.number_of_lines,
  eachWay: row.each_way,
  freeMoneyStake: Number(row.free_money_stake),
  totalStake: row.total_stake === null ? null : Number(row.total_stake),
  cashedOutStake: Number(row.cashed_out_stake),
})

function toRecord(row: BetRow, legRows: readonly LegRow[], odds: BrandOdds | undefined): BetRecord {
  const unitStake = Number(row.unit_stake)
  const stake = placedStakeOf(row)
  const totalStake = fullStake(stake)
  const cashedOutStake = stake.cashedOutStake
  const legs = legRows.map((leg) => toLeg(leg, odds))
  const bet: PlacedBet = {
    betId: row.id,
    betSlipId: row.betslip_id,
    reference: row.reference,
    kind: row.kind,
    ...(row.kind !== 'single' && row.bet_type_id !== null ? { betTypeId: row.bet_type_id } : {}),
    status: row.status as PlacedBet['status'],
    placedAt: new Date(row.created_at).toISOString(),
    unitStake,
    numberOfLines: row.number_of_lines,
    eachWay: row.each_way,
    totalStake,
    cashedOutStake,
    stakeRunning: stakeRunning(stake),
    ...(row.kind !== 'system' && legs.length > 0 ? { decimal: combinedOdds(legs) } : {}),
    potentialReturns: Number(row.potential_returns),
    legs,
  }
  return {
    bet,
    returns: row.returns === null ? null : Number(row.returns),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    finishedLegs: legRows.filter((leg) => leg.is_finished && leg.result === null).length,
    taxes: betTaxes(row),
    promoStake: Number(row.promo_stake),
    boosted: row.boosted,
  }
}

const resultStates = { win: 'won', lose: 'lost', void: 'void', place: 'placed' } as const

function toLeg(row: LegRow, odds: BrandOdds | undefined): BetLeg {
  const state = row.result ? resultStates[row.result] : row.bettable ? 'open' : 'suspended'
  const event = row.event
  return {
    legIndex: row.leg_index,
    outcomeId: row.outcome_id,
    outcomeDescription: row.outcome_description ?? '',
    marketId: row.market_id,
    marketDescription: row.market_description ?? '',
    event: {
      eventId: event.id,
      description: event.description,
      sportCode: event.sportCode,
      startTime: event.startTime,
      ...(event.clock ? { clock: event.clock } : {}),
      ...(event.scores ? { scores: event.scores } : {}),
      ...(event.sets ? { sets: event.sets } : {}),
      isFinished: row.is_finished,
    },
    decimal: Number(row.price),
    ...(state === 'open'
      ? { currentDecimal: priceInOdds(row, Number(row.current_price), odds) }
      : {}),
    banker: row.banker,
    state,
    ...(row.dead_heat_divisor ? { deadHeatDivisor: row.dead_heat_divisor } : {}),
  }
}

/** The cash-out offer on a bet now (docs/cashout.md); amount 0 and a reason when there is none. */
export function offerOf(
  record: BetRecord,
  keys: OfferKeys,
  marginBasisPoints = defaultCashOutMarginBasisPoints,
): CashoutOfferResponse {
  const { bet, promoStake, boosted } = record
  const none = (
    status: 'suspended' | 'unavailable',
    reason: NonNullable<CashoutOfferResponse['reason']>,
  ): CashoutOfferResponse => ({ betId: bet.betId, status, cashoutOddsKey: '', amount: 0, reason })
  if (bet.status !== 'open' || bet.stakeRunning === 0) return none('unavailable', 'closed')
  // The formula is for one line with no place part: singles and multiples, win only. A free
  // bet's stake was promo cash, never the bettor's to withdraw: cashing it out would pay it out
  // as real money at once, so, as mainstream books do, a free bet runs to its settlement. So
  // does a boosted single: valued at the market's price, its offer would pay the boost out at
  // once, above the stake.
  if (
    bet.kind === 'system' ||
    bet.eachWay ||
    promoStake > 0 ||
    boosted ||
    bet.legs.some((leg) => leg.deadHeatDivisor)
  )
    return none('unavailable', 'not-offered')
  if (record.finishedLegs > 0) return none('unavailable', 'event-finished')
  const legs = bet.legs.map(
    (leg): CashOutLeg => ({
      placedDecimal: leg.decimal,
      // A placed leg of a win bet did not win.
      state:
        leg.state === 'won'
          ? 'won'
          : leg.state === 'void'
            ? 'void'
            : leg.state === 'lost' || leg.state === 'placed'
              ? 'lost'
              : 'open',
      ...(leg.currentDecimal !== undefined ? { currentDecimal: leg.currentDecimal } : {}),
    }),
  )
  const offer = cashOutOffer(
    { stake: bet.stakeRunning, legs, taxes: record.taxes },
    marginBasisPoints,
  )
  if (!offer.available)
    return offer.reason === 'price-unavailable'
      ? none('suspended', 'price-unavailable')
      : none('unavailable', offer.reason)
  if (offer.amount === 0) return none('unavailable', 'not-offered')
  const stakeRunning = bet.stakeRunning
  return {
    betId: bet.betId,
    status: 'available',
    cashoutOddsKey: keys.keyOf(bet.betId, { stakeRunning, amount: offer.amount }),
    amount: offer.amount,
    stakeRunning,
  }
}

/** An open bet as GET openbets answers it: the offer beside it when the book cashes it out. */
export function openBetOf(record: BetRecord, keys: OfferKeys): OpenBet {
  const offer = offerOf(record, keys)
  return offer.reason === 'not-offered' ? record.bet : { ...record.bet, cashout: offer }
}

/** How many open bets the account has (GET betcount). */
export async function countOpenBets(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `select count(*) as count from bets where account_id = $1 and status = 'open'`,
    [accountId],
  )
  return Number(row?.count ?? 0)
}
