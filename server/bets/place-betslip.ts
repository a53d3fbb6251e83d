// Places a betslip: singles, the multiple, system bets, each-way and bankers. Every selection is
// checked against the live state with the domain's rules (selection-checks.ts, acceptance.ts,
// slip-pricing.ts); a slip with any error debits nothing. The slip, its bets and legs and the
// debits (server/wallet/ledger.ts) are written in one statement, and only if the account is still
// as it was read: optimistically first, under the account's row lock when that met a race.
//
// The uuid is an idempotency key as Stripe's are: the first answer is stored with a hash of the
// request, and every retry gets the stored JSON text itself, so ten retries get ten identical
// bodies; the same uuid with another request is refused (422 idempotency-key-reused).
//
// A slip with a live selection waits the in-play delay ('pending'), one over the referral
// threshold waits for a trader ('referred'); both are debited now and refunded if rejected
// (decide-betslip.ts).

import { createHash, randomUUID } from 'node:crypto'
import type {
  BetError,
  BetslipToPlace,
  PlacedCombination,
  PlacedSingle,
  PlacementResponse,
} from '../../domain/api/placement.ts'
import { acceptPrice } from '../../domain/bets/acceptance.ts'
import { eachWayStake, type PlaceTerms } from '../../domain/bets/each-way.ts'
import { multipleDoubleMinStake } from '../../domain/bets/multiple.ts'
import { singleLimits, singleState } from '../../domain/bets/odds-boost.ts'
import {
  parlayExtraWinnings,
  parlayExtraWinningsEligible,
} from '../../domain/bets/parlay-extra-winnings.ts'
import {
  holdOf,
  inPlayDelaySeconds,
  mayBeReferred,
  referralThreshold,
  referralTimeoutSeconds,
} from '../../domain/bets/placement-holds.ts'
import {
  checkBalance,
  checkBettor,
  checkFreeBet,
  checkNothingInProgress,
  checkSelection,
  checkSlipSize,
  checkStake,
  crowdedReserveMarkets,
  limitsOfBet,
  repeatedOutcomes,
  type SelectionState,
} from '../../domain/bets/selection-checks.ts'
import {
  combinationOf,
  eachWayOffered,
  type PricedLeg,
  priceTaxedBet,
} from '../../domain/bets/slip-pricing.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import { parseStakeLimit, stakeLimits } from '../../domain/money/stake-limits.ts'
import type { TaxSettings } from '../../domain/money/tax.ts'
import { defaultOriginId } from '../../domain/rules/origin-id.ts'
import { type SessionRow, sessionCheckOf, sessionOpenSql } from '../auth/sessions.ts'
import type { SessionClaims } from '../auth/tokens.ts'
import type { Database, PlanOptions, Queryable } from '../db/database.ts'
import { isRetriable, transactionWithRetry } from '../db/retry.ts'
import { sqlParams } from '../db/sql-params.ts'
import { accountMoveSql, type WalletName } from '../wallet/ledger.ts'
import { pricedLeg } from './betslip-model.ts'
import type { BettingSettings } from './betting-settings.ts'
import { type StateRow, selectionStatesOf, selectionStatesSelect } from './selection-states.ts'

export type PlacementOutcome =
  /** The JSON text of the answer, exactly as stored: the first placement and every retry. */
  | { ok: true; body: string }
  | { ok: false; code: 'idempotency-key-reused' }
  /** The session had ended or the account was locked (sessionCheckOf): nothing was read. */
  | { ok: false; code: 'session'; session: 'invalid' | 'locked' }

/** bets.price is numeric(12, 3): a long multiple's product is kept at the column's largest. */
const largestStoredPrice = 999_999_999

interface AccountRow {
  balance: number | string
  promo_cash: number | string
  currency: string
  player_id: string
  self_excluded: boolean
  non_bettor: boolean
  excluded_from_promotions: boolean
  accept_tolerance_percent: number | string | null
  brand_id: string
}

/** The bets of a slip as they will be stored, one per single, the multiple and each system. */
interface BetToStore {
  betId: string
  kind: 'single' | 'multiple' | 'system'
  betTypeId: number | null
  legs: Array<PricedLeg & { banker: boolean }>
  lines: number
  unitStake: number
  freeMoneyStake: number
  totalStake: number
  eachWay: boolean
  decimal: number
  /** Included in potentialReturns: the parlay extra winnings of an eligible multiple. */
  extraParlayWinnings: number
  potentialReturns: number
}

/** The rates of the brand's taxes a bet is placed under (0 where none is levied). */
const betTaxRates = (settings: TaxSettings) => ({
  stake_tax_percentage:
    settings.tax_deduction_enabled && settings.enable_stake_after_tax
      ? (settings.stake_rate_percentage ?? 0)
      : 0,
  returns_tax_percentage: settings.tax_deduction_enabled
    ? (settings.tax_returns_percentage ?? 0)
    : 0,
})

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
       (select count(*) from betslips w
        where w.account_id = $1 and w.status in ('pending', 'referred')) as waiting,
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
    states: selectionStatesOf(states),
    ...(body === null
      ? {}
      : {
          earlier:
            request_hash === null || request_hash === input.hash
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
  if (read.earlier) return read.earlier
  const slip = decide({ ...input, accountId: input.session.accountId, ...read, hash })
  const body = await storeSlip(q, slip, read.version, options)
  return body === undefined ? undefined : { ok: true, body }
}

/** The slip as decided: what is stored, and what it takes from the account's wallets. */
interface SlipToStore {
  betSlipId: string
  uuid: string
  accountId: string
  reference: string
  status: 'placed' | 'pending' | 'referred' | 'rejected'
  totalCost: number
  potentialReturns: number
  request: BetslipToPlace
  hash: string
  /** decide_at is the database's now plus this, one clock for every server. */
  decideAfterSeconds: number | null
  usePromoCash: boolean
  response: PlacementResponse
  bets: BetToStore[]
  /** The brand's taxes now, kept with every bet for its settlement. */
  taxRates?: { stake_tax_percentage: number; returns_tax_percentage: number }
  /** Minor units taken from each wallet, each one ledger row of type bet against the slip. */
  debits: Partial<Record<WalletName, number>>
  /** The player of a first bet, no longer a non-bettor once it is stored. */
  firstBetOf?: string
}

/** The slip decided on what was read: its bets and their prices, or its errors. No I/O. */
function decide(input: {
  accountId: string
  uuid: string
  request: BetslipToPlace
  betting: BettingSettings
  account: AccountRow
  hash: string
  waiting: number
  states: Map<string, SelectionState>
}): SlipToStore {
  const { accountId, uuid, request, betting, account, states } = input
  const { settings } = betting
  const currency = { code: account.currency, precision: settings.currency_precision ?? 2 }
  const limits = stakeLimits(settings, currency)
  const doubleMinimum = parseStakeLimit(multipleDoubleMinStake, 0, currency)
  const balance = Number(account.balance)
  const promoCash = Number(account.promo_cash)
  const userAcceptOdds = request.userAcceptOdds ?? 'D'
  const originId = request.originId ?? defaultOriginId
  const usePromoCash = Boolean(request.usePromoCash)
  const tolerance =
    account.accept_tolerance_percent === null ? null : Number(account.accept_tolerance_percent)
  const errors: BetError[] = []
  const refuse = (code: string, extra: Partial<BetError> = {}) => {
    if (!errors.some((known) => known.code === code && known.outcomeId === extra.outcomeId))
      errors.push({ code, message: betErrorMeaning(code), ...extra })
  }

  const bettor = checkBettor({ selfExcluded: account.self_excluded })
  if (bettor) refuse(bettor)
  const inProgress = checkNothingInProgress(input.waiting)
  if (inProgress) refuse(inProgress)

  const outcomeIds = [...request.singles, ...request.legs].map((bet) => bet.outcomeId)
  const size = checkSlipSize(Math.max(request.singles.length, request.legs.length), settings)
  if (size) refuse(size)
  for (const outcomeId of [
    ...repeatedOutcomes(request.singles.map((single) => single.outcomeId)),
    ...repeatedOutcomes(request.legs.map((leg) => leg.outcomeId)),
  ])
    refuse('RES-00218', { outcomeId })
  // A reserve market takes one selection a slip, whether as singles or in combinations.
  const selected = [...new Set(outcomeIds)].flatMap((id) => states.get(id) ?? [])
  for (const marketId of crowdedReserveMarkets(selected))
    refuse('RES-00218', {
      outcomeId: selected.find((state) => state.marketId === marketId)?.outcomeId,
    })
  /**
   * The current state if the selection may be bet on at the price seen, else its error; a single
   * is taken at its boost's price (domain/bets/odds-boost.ts).
   */
  const taken = (
    outcomeId: string,
    seen: number,
    as: 'single' | 'leg',
  ): SelectionState | undefined => {
    const current = states.get(outcomeId)
    const state = as === 'single' ? singleState(current) : current
    const code = checkSelection(state)
    if (code || !state || state.decimal === null) {
      refuse(code ?? 'RES-00098', { outcomeId })
      return undefined
    }
    const accepted = acceptPrice(seen, state.decimal, {
      userAcceptOdds,
      tolerancePercent: tolerance,
    })
    if (!accepted.ok) {
      refuse(accepted.code, { outcomeId, currentDecimal: accepted.currentDecimal })
      return undefined
    }
    return state
  }

  const bets: BetToStore[] = []
  for (const single of request.singles) {
    const state = taken(single.outcomeId, single.decimal, 'single')
    const free = single.freeMoneyUnitStake ?? 0
    // The limits are on the whole stake, however it is paid: a free bet is a stake too.
    const stake = checkStake(
      single.unitStake + free,
      singleLimits(limits, states.get(single.outcomeId)?.boost, currency),
    )
    if (stake) refuse(stake, { outcomeId: single.outcomeId })
    if (!state) continue
    const eachWay = Boolean(single.eachWay)
    if (eachWay && !eachWayOffered(settings, [state]))
      refuse('RES-00218', { outcomeId: single.outcomeId })
    const leg = { ...pricedLeg(state), banker: false }
    const priced = priceTaxedBet(
      { unitStake: single.unitStake + free, legs: [leg], lines: [[0]], eachWay },
      settings,
    )
    bets.push({
      betId: randomUUID(),
      kind: 'single',
      betTypeId: null,
      legs: [leg],
      lines: 1,
      unitStake: single.unitStake,
      freeMoneyStake: eachWayStake(free, eachWay),
      totalStake: eachWayStake(single.unitStake, eachWay),
      eachWay,
      decimal: priced.decimal,
      extraParlayWinnings: 0,
      potentialReturns: priced.potentialReturns,
    })
  }

  const combinations = [...request.multiples, ...request.systems]
  if (combinations.length > 0) {
    const legs = request.legs.flatMap((leg) => {
      const state = taken(leg.outcomeId, leg.decimal, 'leg')
      return state ? [{ ...pricedLeg(state), banker: Boolean(leg.banker) }] : []
    })
    const complete = legs.length === request.legs.length
    const eligible = parlayExtraWinningsEligible(settings, {
      loggedIn: true,
      excludedFromPromotions: account.excluded_from_promotions,
    })
    for (const wanted of combinations) {
      const combination = complete ? combinationOf(wanted.betTypeId, legs, settings) : undefined
      if (combination && !combination.ok) refuse(combination.code)
      const kind = combination?.ok ? combination.kind : undefined
      const stake = checkStake(
        wanted.unitStake,
        limitsOfBet(kind === 'multiple' ? wanted.betTypeId : undefined, limits, doubleMinimum),
      )
      if (stake) refuse(stake)
      if (!combination?.ok) continue
      const eachWay = Boolean(wanted.eachWay)
      if (eachWay && !eachWayOffered(settings, legs)) refuse('RES-00218')
      const priced = priceTaxedBet(
        {
          unitStake: wanted.unitStake,
          legs,
          lines: combination.lines,
          eachWay,
        },
        settings,
      )
      const extra =
        combination.kind === 'multiple' && eligible
          ? parlayExtraWinnings(betting.epw, {
              legs: legs.length,
              potentialReturns: priced.potentialReturns,
              totalStake: priced.totalStake,
            })
          : 0
      bets.push({
        betId: randomUUID(),
        kind: combination.kind,
        betTypeId: wanted.betTypeId,
        legs,
        lines: combination.lines.length,
        unitStake: wanted.unitStake,
        freeMoneyStake: 0,
        totalStake: priced.totalStake,
        eachWay,
        decimal: priced.decimal,
        extraParlayWinnings: extra,
        potentialReturns: priced.potentialReturns + extra,
      })
    }
  }

  const cashCost = bets.reduce((sum, bet) => sum + bet.totalStake, 0)
  const freeMoney = bets.reduce((sum, bet) => sum + bet.freeMoneyStake, 0)
  const freeBet = checkFreeBet(freeMoney, promoCash)
  if (freeBet) refuse(freeBet)
  const promoForCash = usePromoCash ? Math.max(0, promoCash - freeMoney) : 0
  const overBalance = checkBalance(cashCost, balance + promoForCash)
  if (errors.length === 0 && overBalance) refuse(overBalance)

  const threshold = referralThreshold(betting.holds, currency)
  const totalCost = cashCost + freeMoney
  const betMayBeReferred = mayBeReferred(totalCost, threshold)
  const base = {
    reference: '',
    originId,
    userAcceptOdds,
    usePromoCash,
    betMayBeReferred,
  }
  const betSlipId = randomUUID()
  const reference = `BS-${betSlipId.slice(0, 8).toUpperCase()}`

  if (errors.length > 0) {
    const response: PlacementResponse = {
      betSlipId: '',
      status: 'rejected',
      ...base,
      reference: uuid,
      delay: 0,
      singles: [],
      multiples: [],
      systems: [],
      totalCost: 0,
      potentialReturns: 0,
      availableBalance: balance,
      errors,
    }
    return {
      betSlipId,
      uuid,
      accountId,
      reference,
      status: 'rejected',
      totalCost: 0,
      potentialReturns: 0,
      request,
      hash: input.hash,
      decideAfterSeconds: null,
      usePromoCash,
      response,
      bets: [],
      debits: {},
    }
  }

  const hold = holdOf({
    live: bets.some((bet) => bet.legs.some((leg) => states.get(leg.outcomeId)?.live)),
    totalCost,
    threshold,
    delaySeconds: inPlayDelaySeconds(betting.holds),
  })
  const status = hold.kind === 'none' ? 'placed' : hold.kind === 'delay' ? 'pending' : 'referred'
  const delay = hold.kind === 'delay' ? hold.seconds : 0

  // Free bets from the promo cash; the cash stakes from the promo cash first when asked, then
  // from the balance.
  const fromPromo = freeMoney + Math.min(promoForCash, cashCost)
  const fromReal = cashCost - Math.min(promoForCash, cashCost)
  const potentialReturns = bets.reduce((sum, bet) => sum + bet.potentialReturns, 0)
  const response: PlacementResponse = {
    betSlipId,
    status,
    ...base,
    reference,
    delay,
    singles: bets
      .filter((bet) => bet.kind === 'single')
      .map(
        (bet): PlacedSingle => ({
          betId: bet.betId,
          outcomeId: bet.legs[0]?.outcomeId ?? '',
          decimal: bet.decimal,
          unitStake: bet.unitStake,
          eachWay: bet.eachWay,
          freeMoneyUnitStake: bet.eachWay ? bet.freeMoneyStake / 2 : bet.freeMoneyStake,
          potentialReturns: bet.potentialReturns,
        }),
      ),
    multiples: bets.filter((bet) => bet.kind === 'multiple').map(placedCombination),
    systems: bets.filter((bet) => bet.kind === 'system').map(placedCombination),
    totalCost,
    potentialReturns,
    availableBalance: balance - fromReal,
    errors: [],
  }
  return {
    betSlipId,
    uuid,
    accountId,
    reference,
    status,
    totalCost,
    potentialReturns,
    request,
    hash: input.hash,
    // A delay is decided when it ends; a referral by a trader, or by the rule at its timeout.
    decideAfterSeconds:
      hold.kind === 'delay'
        ? delay
        : hold.kind === 'referral'
          ? referralTimeoutSeconds(betting.holds)
          : null,
    usePromoCash,
    response,
    bets,
    taxRates: betTaxRates(settings),
    debits: {
      ...(fromPromo > 0 ? { promo: fromPromo } : {}),
      ...(fromReal > 0 ? { real: fromReal } : {}),
    },
    ...(account.non_bettor ? { firstBetOf: account.player_id } : {}),
  }
}

function placedCombination(bet: BetToStore): PlacedCombination {
  return {
    betId: bet.betId,
    betTypeId: bet.betTypeId ?? 0,
    noOfBets: bet.lines,
    unitStake: bet.unitStake,
    totalStake: bet.totalStake,
    decimal: bet.decimal,
    eachWay: bet.eachWay,
    potentialReturns: bet.potentialReturns,
    extraParlayWinnings: bet.extraParlayWinnings,
  }
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
         use_promo_cash, decided_at)
       select ${id}, ${params.bind(slip.uuid)}, ${account}, ${params.bind(slip.reference)},
         ${params.bind(slip.totalCost)}, ${params.bind(slip.potentialReturns)},
         ${params.bind(slip.response.originId)}, ${params.bind(slip.response.userAcceptOdds)},
         ${params.bind(JSON.stringify(slip.response))}, ${status},
         ${params.bind(JSON.stringify(slip.request))}, ${params.bind(slip.hash)},
         now() + make_interval(secs => ${params.bind(slip.decideAfterSeconds)}::integer),
         ${params.bind(slip.usePromoCash)},
         case when ${status} in ('placed', 'rejected') then now() end
       from moved
       returning response::text as body
     ), placed as (
       insert into bets (id, betslip_id, account_id, outcome_id, price, unit_stake,
         potential_returns, status, kind, bet_type_id, number_of_lines, total_stake, each_way,
         place_terms, free_money_stake, extra_parlay_winnings, stake_tax_percentage,
         returns_tax_percentage)
       select x.id, ${id}, ${account}, x.outcome_id, x.price, x.unit_stake, x.potential_returns,
         x.status, x.kind, x.bet_type_id, x.number_of_lines, x.total_stake, x.each_way,
         x.place_terms, x.free_money_stake, x.extra_parlay_winnings, x.stake_tax_percentage,
         x.returns_tax_percentage
       from moved, jsonb_to_recordset(${params.bind(JSON.stringify(bets))}) as x(id text,
         outcome_id text, price numeric, unit_stake bigint, potential_returns bigint, status text,
         kind text, bet_type_id integer, number_of_lines integer, total_stake bigint,
         each_way boolean, place_terms jsonb, free_money_stake bigint,
         extra_parlay_winnings bigint, stake_tax_percentage numeric,
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
