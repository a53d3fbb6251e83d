// Places a betslip: singles, the multiple, system bets, each-way and bankers. What was read is
// decided in slip-to-store.ts: every selection checked against the live state, the bets priced;
// a slip with any error debits nothing. The slip, its bets and legs and the
// debits (server/wallet/ledger.ts) are written in one statement, and only if the account is still
// as it was read: optimistically first, under the account's row lock when that met a race.
//
// The uuid is an idempotency key as Stripe's are: the first answer is stored with a hash of the
// request, and every retry gets the stored JSON text itself, so ten retries get ten identical
// bodies; the same uuid with another request is refused (422 idempotency-key-reused).
//
// A slip with a live selection waits the in-play delay ('pending'), one over the referral
// threshold waits for a trader ('referred'); both are debited now and refunded if rejected
// (decide-betslip.ts). A live slip keeps the change log's last batch (live_seq): its decision
// reads every change published after it (delay-history.ts).

import { createHash } from 'node:crypto'
import type { BetslipToPlace } from '../../domain/api/placement.ts'
import type { PlaceTerms } from '../../domain/bets/each-way.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import { type SessionRow, sessionCheckOf, sessionOpenSql } from '../auth/sessions.ts'
import type { SessionClaims } from '../auth/tokens.ts'
import type { Database, PlanOptions, Queryable } from '../db/database.ts'
import { isRetriable, transactionWithRetry } from '../db/retry.ts'
import { sqlParams } from '../db/sql-params.ts'
import { fault } from '../seeded-faults.ts'
import { accountMoveSql } from '../wallet/ledger.ts'
import type { BettingSettings } from './betting-settings.ts'
import { type StateRow, selectionStatesOf, selectionStatesSelect } from './selection-states.ts'
import { type AccountRow, type BetToStore, type SlipToStore, slipToStore } from './slip-to-store.ts'
import { waitingSlipsSql } from './waiting-slips.ts'

export type PlacementOutcome =
  /** The JSON text of the answer, exactly as stored: the first placement and every retry. */
  | { ok: true; body: string }
  | { ok: false; code: 'idempotency-key-reused' }
  /** The session had ended or the account was locked (sessionCheckOf): nothing was read. */
  | { ok: false; code: 'session'; session: 'invalid' | 'locked' }

/** bets.price is numeric(12, 3): a long multiple's product is kept at the column's largest. */
const largestStoredPrice = 999_999_999

/** The request as a canonical text (keys sorted, lists filled), hashed to recognise a retry. */
export function requestHash(request: BetslipToPlace): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, entry]) => entry !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([key, entry]) => [key, canonical(entry)]),
          )
        : value
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex')
}

/** What placement reads in one statement: the account, the uuid's stored answer, and more. */
interface PlacementRead {
  account: AccountRow
  /** The account row's xmin as read: the write stores nothing once it changed (AccountMove). */
  version: string
  /** The answer stored for this uuid: a retry gets it as it is. */
  earlier?: PlacementOutcome
  /** The account's slips still waiting for their delay or a trader (RES-00246). */
  waiting: number
  states: Map<string, SelectionState>
}

/**
 * Reads in one round trip whether the session is open (the route checks only its token,
 * authenticatedRoute's checksSessionOpen), the account and its player, the answer already stored
 * for this uuid, how many of the account's slips are still waiting, and the state of every
 * outcome the slip names. Under the account's lock it is a statement of its own after the
 * lock's: a statement reads the database as it stood when it began, so one that waited for the
 * lock would not see the slip its holder stored.
 */
async function readForPlacement(
  q: Queryable,
  input: PlacementInput & { hash: string; outcomeIds: readonly string[] },
  options?: PlanOptions,
): Promise<PlacementRead | { refused: 'invalid' | 'locked' }> {
  const [row] = await q.query<
    AccountRow &
      SessionRow & {
        version: string
        body: string | null
        request_hash: string | null
        waiting: number | string
        states: StateRow[]
      }
  >(
    `select a.xmin::text as version, a.balance, a.promo_cash, a.currency, p.id as player_id,
       p.self_excluded, p.non_bettor, p.excluded_from_promotions, p.accept_tolerance_percent,
       p.brand_id, p.account_status, ${sessionOpenSql('$4', 'p.id')} as session_open,
       e.body, e.request_hash,
       ${waitingSlipsSql('$1')} as waiting,
       (select coalesce(json_agg(s), '[]'::json)
        from (${selectionStatesSelect('$3', 'p.brand_id')}) s) as states
     from accounts a join players p on p.id = a.player_id
     left join lateral (
       select response::text as body, request_hash from betslips
       where account_id = $1 and uuid = $2
     ) e on true
     where a.id = $1`,
    [input.session.accountId, input.uuid, [...new Set(input.outcomeIds)], input.session.sessionId],
    options,
  )
  if (!row) return { refused: 'invalid' }
  const { account_status, session_open, version, body, request_hash, waiting, states, ...account } =
    row
  const session = sessionCheckOf(input.session, { account_status, session_open })
  if (session.status !== 'valid') return { refused: session.status }
  return {
    account,
    version,
    waiting: Number(waiting),
    states: selectionStatesOf(states, input.betting.odds(account.currency)),
    ...(body === null
      ? {}
      : {
          earlier:
            request_hash === null || request_hash === input.hash || fault('uuid-reuse-accepted')
              ? { ok: true, body }
              : { ok: false, code: 'idempotency-key-reused' },
        }),
  }
}

/**
 * A write that lost a race to another on the same account: a duplicate uuid stored between the
 * read and the write, or PostgreSQL aborting one of two that collided.
 */
const lostRace = (error: unknown): boolean =>
  isRetriable(error) || (error as { code?: unknown } | null)?.code === '23505'

/** A slip to place for the session's account; the session is checked open as it is read. */
interface PlacementInput {
  session: SessionClaims
  uuid: string
  request: BetslipToPlace
  betting: BettingSettings
}

export async function placeBetslip(db: Database, input: PlacementInput): Promise<PlacementOutcome> {
  const hash = requestHash(input.request)
  // Most placements meet no other on their account, so they take no lock: two statements, two
  // round trips. The read checks the session too; the write stores the slip and moves the money
  // only if the account row is still the version read. (A transaction under the lock took seven
  // with the session's check.) One that met another (a duplicate, a second slip at once, a
  // payment) is placed again under the account's lock, reading everything anew.
  try {
    const placed = await placeOnce(db, input, hash, { genericPlans: true })
    if (placed) return placed
  } catch (error) {
    if (!lostRace(error)) throw error
  }
  return transactionWithRetry(
    db,
    async (tx) => {
      await tx.query('select 1 from accounts where id = $1 for update', [input.session.accountId])
      const placed = await placeOnce(tx, input, hash)
      // Nothing else writes the row while the lock is held, so the write cannot miss it.
      if (!placed) throw new Error(`betslip ${input.uuid}: the account changed under its lock`)
      return placed
    },
    { genericPlans: true },
  )
}

/** Reads, decides and writes once; undefined when the account changed between read and write. */
async function placeOnce(
  q: Queryable,
  input: PlacementInput,
  hash: string,
  options?: PlanOptions,
): Promise<PlacementOutcome | undefined> {
  const outcomeIds = [...input.request.singles, ...input.request.legs].map((bet) => bet.outcomeId)
  const read = await readForPlacement(q, { ...input, hash, outcomeIds }, options)
  if ('refused' in read) return { ok: false, code: 'session', session: read.refused }
  if (read.earlier && fault('second-debit'))
    return placeOnce(q, { ...input, uuid: `${input.uuid}-again` }, hash, options)
  if (read.earlier) return read.earlier
  const slip = slipToStore({ ...input, accountId: input.session.accountId, ...read, hash })
  const body = await storeSlip(q, slip, read.version, options)
  return body === undefined ? undefined : { ok: true, body }
}

/**
 * Stores the slip, its bets and their legs, takes its stakes from the wallets through the ledger
 * (server/wallet/ledger.ts) and clears a first bettor's flag, in one statement: all of it only if
 * the account row is still the version read. Answers the response as stored, the text every
 * retry gets too, or undefined when the account had changed and nothing was written.
 */
async function storeSlip(
  q: Queryable,
  slip: SlipToStore,
  readAs: string,
  options?: PlanOptions,
): Promise<string | undefined> {
  const held = slip.status !== 'placed'
  const bets = slip.bets.map((bet) => ({
    id: bet.betId,
    outcome_id: bet.kind === 'single' ? (bet.legs[0]?.outcomeId ?? null) : null,
    price: Math.min(bet.decimal, largestStoredPrice),
    unit_stake: bet.unitStake,
    potential_returns: bet.potentialReturns,
    status: held ? 'pending' : 'open',
    kind: bet.kind,
    bet_type_id: bet.betTypeId,
    number_of_lines: bet.lines,
    total_stake: bet.totalStake + bet.freeMoneyStake,
    each_way: bet.eachWay,
    place_terms: placeTermsOf(bet),
    free_money_stake: bet.freeMoneyStake,
    promo_stake: bet.promoStake,
    boosted: bet.boosted,
    extra_parlay_winnings: bet.extraParlayWinnings,
    ...slip.taxRates,
  }))
  const legs = slip.bets.flatMap((bet) =>
    bet.legs.map((leg, index) => ({
      bet_id: bet.betId,
      leg_index: index,
      outcome_id: leg.outcomeId,
      market_id: leg.marketId,
      event_id: leg.eventId,
      price: leg.decimal,
      banker: leg.banker,
    })),
  )
  const params = sqlParams()
  const move = accountMoveSql(
    {
      accountId: slip.accountId,
      amounts: Object.fromEntries(
        Object.entries(slip.debits).map(([wallet, amount = 0]) => [wallet, -amount]),
      ),
      type: 'bet',
      reason: `Bet ${slip.reference}`,
      reference: slip.betSlipId,
      betslipId: slip.betSlipId,
      readAs,
    },
    params,
  )
  const id = params.bind(slip.betSlipId)
  const account = params.bind(slip.accountId)
  const status = params.bind(slip.status)
  const [stored] = await q.query<{ body: string }>(
    `with ${move}, slip as (
       insert into betslips (id, uuid, account_id, reference, total_cost, potential_returns,
         origin_id, user_accept_odds, response, status, request, request_hash, decide_at,
         use_promo_cash, decided_at, live_seq)
       select ${id}, ${params.bind(slip.uuid)}, ${account}, ${params.bind(slip.reference)},
         ${params.bind(slip.totalCost)}, ${params.bind(slip.potentialReturns)},
         ${params.bind(slip.response.originId)}, ${params.bind(slip.response.userAcceptOdds)},
         ${params.bind(JSON.stringify(slip.response))}, ${status},
         ${params.bind(JSON.stringify(slip.request))}, ${params.bind(slip.hash)},
         now() + make_interval(secs => ${params.bind(slip.decideAfterSeconds)}::integer),
         ${params.bind(slip.usePromoCash)},
         case when ${status} in ('placed', 'rejected') then now() end,
         case when ${status} = 'pending' then (select coalesce(max(seq), 0) from live_batches) end
       from moved
       returning response::text as body
     ), placed as (
       insert into bets (id, betslip_id, account_id, outcome_id, price, unit_stake,
         potential_returns, status, kind, bet_type_id, number_of_lines, total_stake, each_way,
         place_terms, free_money_stake, promo_stake, boosted, extra_parlay_winnings,
         stake_tax_percentage, returns_tax_percentage)
       select x.id, ${id}, ${account}, x.outcome_id, x.price, x.unit_stake, x.potential_returns,
         x.status, x.kind, x.bet_type_id, x.number_of_lines, x.total_stake, x.each_way,
         x.place_terms, x.free_money_stake, x.promo_stake, x.boosted, x.extra_parlay_winnings,
         x.stake_tax_percentage, x.returns_tax_percentage
       from moved, jsonb_to_recordset(${params.bind(JSON.stringify(bets))}) as x(id text,
         outcome_id text, price numeric, unit_stake bigint, potential_returns bigint, status text,
         kind text, bet_type_id integer, number_of_lines integer, total_stake bigint,
         each_way boolean, place_terms jsonb, free_money_stake bigint, promo_stake bigint,
         boosted boolean, extra_parlay_winnings bigint, stake_tax_percentage numeric,
         returns_tax_percentage numeric)
     ), legs as (
       insert into bet_legs (bet_id, leg_index, outcome_id, market_id, event_id, price, banker)
       select x.bet_id, x.leg_index, x.outcome_id, x.market_id, x.event_id, x.price, x.banker
       from moved, jsonb_to_recordset(${params.bind(JSON.stringify(legs))}) as x(bet_id text,
         leg_index integer, outcome_id text, market_id text, event_id text, price numeric,
         banker boolean)
     )${
       slip.firstBetOf === undefined
         ? ''
         : `, bettor as (
       update players set non_bettor = false
       where id = ${params.bind(slip.firstBetOf)} and exists (select 1 from moved)
     )`
     }
     select body from slip`,
    params.values,
    options,
  )
  return stored?.body
}

/** A single keeps its market's terms; a combination one per leg (null where a leg has none). */
function placeTermsOf(bet: BetToStore): PlaceTerms | Array<PlaceTerms | null> | null {
  if (!bet.eachWay) return null
  if (bet.kind === 'single') return bet.legs[0]?.placeTerms ?? null
  return bet.legs.map((leg) => leg.placeTerms ?? null)
}
