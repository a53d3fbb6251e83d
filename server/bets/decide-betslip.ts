// Deciding a slip that was held at placement (place-betslip.ts): a live slip when its in-play
// delay has passed, on what happened during the delay (delay-history.ts) and on the prices at
// that moment with the same acceptance rules; a referred slip when a trader decides. Accepted,
// its bets open; rejected, its bets are rejected and every debit of the slip is refunded through
// the ledger (type refund), in the same transaction.
//
// A slip is decided once: the row is locked (SKIP LOCKED, so the background sweep of one server
// and a status call on another never wait on each other) and only a slip still held changes.

import type { BetError, BetslipStatus, BetslipToPlace } from '../../domain/api/placement.ts'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import { evaluateSlip } from '../../domain/bets/evaluate-slip.ts'
import { traderRuleApproves } from '../../domain/bets/placement-holds.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import type { Currency } from '../../domain/money/currency.ts'
import { currencyRecord } from '../brands/supported-currencies.ts'
import type { Database, Queryable } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import { fault } from '../seeded-faults.ts'
import { postToLedger } from '../wallet/ledger.ts'
import { modelError } from './betslip-model.ts'
import { type BettingSettings, bettingSettings } from './betting-settings.ts'
import {
  type HeldLegRow,
  readHeldLegs,
  refusalsOfDelay,
  withDelayRefusals,
} from './delay-history.ts'
import { readSelectionStates } from './selection-states.ts'
import { slipOfRequest } from './slip-to-store.ts'

export type Decision =
  | { kind: 'delay-ended'; now: number }
  | { kind: 'trader'; approve: boolean }
  /** A referred slip no trader decided by its timeout: the trader rule decides. */
  | { kind: 'trader-rule'; now: number }

export type Decided =
  | { ok: true; status: 'placed' | 'rejected'; errors: BetError[] }
  | { ok: false; reason: 'not-held' | 'not-due' | 'busy' }

interface HeldRow {
  id: string
  status: string
  decide_at: string | Date | null
  account_id: string
  reference: string
  user_accept_odds: UserAcceptOdds
  accept_tolerance_percent: number | string | null
  potential_returns: number | string
  brand_id: string
  request: BetslipToPlace
}

export async function decideBetslip(
  db: Database,
  betSlipId: string,
  decision: Decision,
): Promise<Decided> {
  // The brand's settings are read before the transaction: PGlite runs one transaction at a time,
  // so a read on db from inside it would wait for itself.
  const brand = decision.kind === 'trader' ? undefined : await brandOfSlip(db, betSlipId)
  return transactionWithRetry(db, async (tx) => {
    const [slip] = await tx.query<HeldRow>(
      `select s.id, s.status, s.decide_at, s.account_id, s.reference, s.user_accept_odds,
              p.accept_tolerance_percent, s.potential_returns, p.brand_id, s.request
       from betslips s join accounts a on a.id = s.account_id join players p on p.id = a.player_id
       where s.id = $1 for update of s skip locked`,
      [betSlipId],
    )
    if (!slip) return { ok: false, reason: 'busy' }
    const held = decision.kind === 'delay-ended' ? 'pending' : 'referred'
    if (slip.status !== held) return { ok: false, reason: 'not-held' }
    if (
      decision.kind !== 'trader' &&
      (slip.decide_at === null || new Date(slip.decide_at).getTime() > decision.now)
    )
      return { ok: false, reason: 'not-due' }
    const approved =
      decision.kind === 'trader'
        ? decision.approve
        : decision.kind === 'trader-rule'
          ? brand !== undefined &&
            traderRuleApproves(
              { potentialReturns: Number(slip.potential_returns) },
              brand.betting.holds,
              brand.currency,
            )
          : true
    const errors = !approved
      ? [{ code: 'RES-00195', message: betErrorMeaning('RES-00195') }]
      : decision.kind === 'delay-ended'
        ? await delayEndErrors(tx, slip, brand)
        : []
    if (errors.length === 0) {
      await tx.query(`update betslips set status = 'placed', decided_at = now() where id = $1`, [
        slip.id,
      ])
      await tx.query(
        `update bets set status = 'open' where betslip_id = $1 and status = 'pending'`,
        [slip.id],
      )
      return { ok: true, status: 'placed', errors }
    }
    await tx.query(
      `update betslips set status = 'rejected', decided_at = now(), decision_errors = $2 where id = $1`,
      [slip.id, JSON.stringify(errors)],
    )
    await tx.query(
      `update bets set status = 'rejected' where betslip_id = $1 and status = 'pending'`,
      [slip.id],
    )
    await refundSlip(tx, slip)
    return { ok: true, status: 'rejected', errors }
  })
}

/** The settings of the slip's brand and the account's currency. */
async function brandOfSlip(
  db: Database,
  betSlipId: string,
): Promise<{ betting: BettingSettings; currency: Currency } | undefined> {
  const [slip] = await db.query<{ brand_id: string; currency: string }>(
    `select p.brand_id, a.currency from betslips s join accounts a on a.id = s.account_id
     join players p on p.id = a.player_id where s.id = $1`,
    [betSlipId],
  )
  if (!slip) return undefined
  const betting = await bettingSettings(db, slip.brand_id)
  return {
    betting,
    currency: currencyRecord(slip.currency, betting.settings.currency_precision),
  }
}

/** What refuses the slip at its delay's end: what changed during it, then the verdict now. */
async function delayEndErrors(
  tx: Queryable,
  slip: HeldRow,
  brand: { betting: BettingSettings; currency: Currency } | undefined,
): Promise<BetError[]> {
  const legs = await readHeldLegs(tx, slip)
  const errors = withDelayRefusals(
    await refusalsOfDelay(tx, slip, legs, brand?.betting.odds(brand.currency.code)),
    await recheckSlip(tx, slip, legs, brand),
  )
  return errors.filter((error) => !fault('delay-ignores-suspension') || error.code !== 'RES-00048')
}

/**
 * At the end of the delay: the slip's verdict again (domain/bets/evaluate-slip.ts) on the states
 * now, each bet at the price it was taken at, so every leg must still be open at a price the
 * bettor's choice accepts. It is paid for already: the funds are not checked again.
 */
async function recheckSlip(
  tx: Queryable,
  slip: HeldRow,
  legs: readonly HeldLegRow[],
  brand: { betting: BettingSettings; currency: Currency } | undefined,
): Promise<BetError[]> {
  if (!brand) return [{ code: 'RES-00195', message: betErrorMeaning('RES-00195') }]
  const taken = (kind: 'single' | 'leg') =>
    new Map(
      legs
        .filter((leg) => (leg.kind === 'single') === (kind === 'single'))
        .map((leg) => [leg.outcome_id, Number(leg.price)]),
    )
  const [singles, combined] = [taken('single'), taken('leg')]
  const placed = slipOfRequest(slip.request)
  const states = await readSelectionStates(
    tx,
    slip.brand_id,
    placed.selections.map((entry) => entry.outcomeId),
    brand.betting.odds(brand.currency.code),
  )
  const verdict = evaluateSlip(
    {
      ...placed,
      userAcceptOdds: slip.user_accept_odds,
      selections: placed.selections.map((entry) => ({
        ...entry,
        seen: {
          ...(entry.seen?.single === undefined
            ? {}
            : { single: singles.get(entry.outcomeId) ?? entry.seen.single }),
          ...(entry.seen?.leg === undefined
            ? {}
            : { leg: combined.get(entry.outcomeId) ?? entry.seen.leg }),
        },
      })),
    },
    states,
    { settings: brand.betting.settings, currency: brand.currency },
    {
      excludedFromPromotions: true,
      tolerancePercent:
        slip.accept_tolerance_percent === null ? null : Number(slip.accept_tolerance_percent),
    },
  )
  // The payout was judged at placement, at the prices the bets were taken at and keep: a price that
  // rose since, as the bettor's choice allows, changes nothing they would be paid.
  return verdict.refusals.filter((error) => error.code !== 'RES-00233').map(modelError)
}

/** Gives back what the slip took from each wallet: one refund row per wallet debited. */
async function refundSlip(tx: Queryable, slip: HeldRow): Promise<void> {
  const debits = await tx.query<{ wallet: 'real' | 'promo'; amount: number | string }>(
    // Found among the account's rows (ledger_account): the ledger has no index by slip.
    `select wallet, sum(amount) as amount from ledger
     where account_id = $2 and betslip_id = $1 and type = 'bet' group by wallet order by wallet`,
    [slip.id, slip.account_id],
  )
  for (const debit of debits) {
    const amount = -Number(debit.amount)
    if (amount <= 0) continue
    const refunded = await postToLedger(tx, {
      accountId: slip.account_id,
      wallet: debit.wallet,
      type: 'refund',
      amount,
      reference: slip.id,
      reason: `Refund ${slip.reference}`,
      betslipId: slip.id,
    })
    if (!refunded.ok)
      throw new Error(`betslip ${slip.id}: the refund was refused (${refunded.code})`)
  }
}

/** Where a slip of this account stands; a pending one past its delay is decided first. */
export async function betslipStatus(
  db: Database,
  input: { betSlipId: string; accountId: string; now: number },
): Promise<BetslipStatus | undefined> {
  const read = () =>
    db.query<{
      status: BetslipStatus['status']
      decide_at: string | Date | null
      decision_errors: BetError[] | null
      response: { errors?: BetError[] } | null
    }>(
      `select status, decide_at, decision_errors, response from betslips where id = $1 and account_id = $2`,
      [input.betSlipId, input.accountId],
    )
  let [slip] = await read()
  if (!slip) return undefined
  if (
    slip.status === 'pending' &&
    slip.decide_at !== null &&
    new Date(slip.decide_at).getTime() <= input.now
  ) {
    await decideBetslip(db, input.betSlipId, { kind: 'delay-ended', now: input.now })
    ;[slip] = await read()
    if (!slip) return undefined
  }
  return {
    betSlipId: input.betSlipId,
    status: slip.status,
    errors:
      slip.decision_errors ?? (slip.status === 'rejected' ? (slip.response?.errors ?? []) : []),
  }
}

/**
 * The background sweep: decides every slip whose in-play delay has passed, and every referred
 * slip no trader decided by its timeout (the trader rule), oldest first.
 */
export async function decideDueBetslips(db: Database, now: number, batch = 100): Promise<number> {
  const due = await db.query<{ id: string; status: string }>(
    `select id, status from betslips where status in ('pending', 'referred') and decide_at <= $1
     order by decide_at limit $2`,
    [new Date(now).toISOString(), batch],
  )
  let decided = 0
  for (const { id, status } of due) {
    const result = await decideBetslip(db, id, {
      kind: status === 'pending' ? 'delay-ended' : 'trader-rule',
      now,
    })
    if (result.ok) decided++
  }
  return decided
}
