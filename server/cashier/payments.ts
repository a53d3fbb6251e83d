// Deposits and withdrawals through the sandbox provider, in three steps so no lock is held while
// the provider answers: the payment is recorded pending (a withdrawal's debit with it, so two
// withdrawals cannot spend the same money), the provider is asked, and the payment is completed
// or declined in one transaction with its ledger row. The same uuid resumes or answers the
// first payment, and only the step that moves a payment out of pending writes to the ledger,
// so a payment is credited or refunded once however many retries race.

import { randomUUID } from 'node:crypto'
import type {
  DeclineCode,
  DepositRequest,
  Payment,
  WithdrawalRequest,
} from '../../domain/api/cashier.ts'
import {
  type CashierLimitsShown,
  cashierLimitDefaults,
  checkCashierAmount,
} from '../../domain/money/cashier-limits.ts'
import { type Currency, defaultCurrency, isThousandScale } from '../../domain/money/currency.ts'
import { formatMoney } from '../../domain/money/number-format.ts'
import { lastFour } from '../../domain/validation/payment-details.ts'
import { currencyRecord } from '../brands/supported-currencies.ts'
import type { Database, Queryable } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import { postToLedger } from '../wallet/ledger.ts'
import { chargeCard, type ProviderAnswer, payOut } from './sandbox-provider.ts'

export type PaymentOutcome =
  | { ok: true; payment: Payment }
  | { ok: false; status: 402; code: DeclineCode; message: string }
  | {
      ok: false
      status: 403 | 404 | 409 | 422
      code: string
      message: string
    }

interface PaymentRow {
  id: string
  kind: 'deposit' | 'withdrawal'
  amount: number | string
  currency: string | null
  method: 'card' | 'bank'
  destination: string | null
  status: 'pending' | 'completed' | 'declined'
  decline_reason: string | null
  decline_code: DeclineCode | null
  created_at: Date | string
  completed_at: Date | string | null
}

interface LockedAccount {
  currency: string
  balance: number
  selfExcluded: boolean
  holdWithdraw: boolean
  /** The player's brand's cashier limits. */
  limits: CashierLimitsShown
}

export async function deposit(
  db: Database,
  input: { accountId: string; uuid: string; request: DepositRequest; now: Date },
): Promise<PaymentOutcome> {
  const { accountId, uuid, request } = input
  const started = await transactionWithRetry(db, async (tx) => {
    const account = await lockAccount(tx, accountId)
    if (!account) return refusal(404, 'not-found', 'no such account')
    const earlier = await paymentByUuid(tx, accountId, uuid)
    if (earlier)
      return samePayment(earlier, 'deposit', request.amount, lastFour(request.cardNumber))
    if (account.selfExcluded)
      return refusal(409, 'self-excluded', 'a self-excluded player may not deposit')
    const limit = limitRefusal('deposit', request.amount, account)
    if (limit) return limit
    return insertPending(tx, {
      accountId,
      uuid,
      kind: 'deposit',
      amount: request.amount,
      currency: account.currency,
      method: 'card',
      destination: lastFour(request.cardNumber),
    })
  })
  if (!('id' in started)) return started
  if (started.status !== 'pending') return outcomeOf(started)
  const answer = chargeCard(request, input.now)
  return complete(db, started, answer, async (tx, payment) => {
    if (answer.status !== 'approved') return
    await credit(tx, payment, 'deposit', `Deposit by card ending ${payment.destination}`)
    await tx.query(
      'update players set non_depositor = false where id = (select player_id from accounts where id = $1)',
      [accountId],
    )
  })
}

export async function withdraw(
  db: Database,
  input: { accountId: string; uuid: string; request: WithdrawalRequest },
): Promise<PaymentOutcome> {
  const { accountId, uuid, request } = input
  const destination = request.method === 'card' ? request.cardNumber : request.iban
  const started = await transactionWithRetry(db, async (tx) => {
    const account = await lockAccount(tx, accountId)
    if (!account) return refusal(404, 'not-found', 'no such account')
    const earlier = await paymentByUuid(tx, accountId, uuid)
    if (earlier) return samePayment(earlier, 'withdrawal', request.amount, lastFour(destination))
    if (account.holdWithdraw)
      return refusal(409, 'withdrawals-held', 'withdrawals from this account are on hold')
    const limit = limitRefusal('withdrawal', request.amount, account)
    if (limit) return limit
    if (request.amount > account.balance) return overWithdrawable(account.balance, account.currency)
    const payment = await insertPending(tx, {
      accountId,
      uuid,
      kind: 'withdrawal',
      amount: request.amount,
      currency: account.currency,
      method: request.method,
      destination: lastFour(destination),
    })
    // Taken now, while the account is locked; given back if the provider declines.
    const debited = await postToLedger(tx, {
      accountId,
      wallet: 'real',
      type: 'withdrawal',
      amount: -request.amount,
      reference: payment.id,
      reason: `Withdrawal to ${request.method === 'card' ? 'card' : 'bank account'} ending ${payment.destination}`,
    })
    if (!debited.ok) throw new Error(`withdrawal ${payment.id}: debit refused under the lock`)
    return payment
  })
  if (!('id' in started)) return started
  if (started.status !== 'pending') return outcomeOf(started)
  const answer = payOut(request)
  return complete(db, started, answer, async (tx, payment) => {
    if (answer.status === 'approved') return
    await credit(tx, payment, 'refund', `Withdrawal declined: ${answer.reason}`)
  })
}

/**
 * Moves a pending payment to completed or declined and runs its ledger step, in one transaction;
 * a payment another request already moved is answered as it stands.
 */
async function complete(
  db: Database,
  pending: PaymentRow,
  answer: ProviderAnswer,
  ledgerStep: (tx: Queryable, payment: Payment) => Promise<void>,
): Promise<PaymentOutcome> {
  const approved = answer.status === 'approved'
  const row = await transactionWithRetry(db, async (tx) => {
    const [moved] = await tx.query<PaymentRow>(
      `update payments set status = $2, completed_at = case when $2 = 'completed' then now() end,
         decline_reason = $3, decline_code = $4
       where id = $1 and status = 'pending' returning *`,
      [
        pending.id,
        approved ? 'completed' : 'declined',
        approved ? null : answer.reason,
        approved ? null : answer.code,
      ],
    )
    if (!moved) {
      const [current] = await tx.query<PaymentRow>('select * from payments where id = $1', [
        pending.id,
      ])
      return current ?? pending
    }
    await ledgerStep(tx, paymentOf(moved))
    return moved
  })
  return outcomeOf(row)
}

async function credit(
  tx: Queryable,
  payment: Payment,
  type: 'deposit' | 'refund',
  reason: string,
): Promise<void> {
  const [account] = await tx.query<{ account_id: string }>(
    'select account_id from payments where id = $1',
    [payment.id],
  )
  const posted = await postToLedger(tx, {
    accountId: account?.account_id ?? '',
    wallet: 'real',
    type,
    amount: payment.amount,
    reference: payment.id,
    reason,
  })
  if (!posted.ok) throw new Error(`payment ${payment.id}: credit refused (${posted.code})`)
}

async function lockAccount(tx: Queryable, accountId: string): Promise<LockedAccount | undefined> {
  const [row] = await tx.query<{
    currency: string
    balance: number | string
    self_excluded: boolean
    hold_withdraw: boolean
    cashier_limits: CashierLimitsShown | null
  }>(
    `select a.currency, a.balance, p.self_excluded, p.hold_withdraw, b.cashier_limits
     from accounts a join players p on p.id = a.player_id join brands b on b.id = p.brand_id
     where a.id = $1 for update of a`,
    [accountId],
  )
  if (!row) return undefined
  return {
    currency: row.currency,
    balance: Number(row.balance),
    selfExcluded: row.self_excluded,
    holdWithdraw: row.hold_withdraw,
    limits: row.cashier_limits ?? cashierLimitDefaults,
  }
}

async function paymentByUuid(
  tx: Queryable,
  accountId: string,
  uuid: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.query<PaymentRow>(
    'select * from payments where account_id = $1 and uuid = $2',
    [accountId, uuid],
  )
  return row
}

async function insertPending(
  tx: Queryable,
  payment: {
    accountId: string
    uuid: string
    kind: 'deposit' | 'withdrawal'
    amount: number
    currency: string
    method: 'card' | 'bank'
    destination: string
  },
): Promise<PaymentRow> {
  const [row] = await tx.query<PaymentRow>(
    `insert into payments (id, account_id, uuid, kind, amount, currency, method, destination, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending') returning *`,
    [
      randomUUID(),
      payment.accountId,
      payment.uuid,
      payment.kind,
      payment.amount,
      payment.currency,
      payment.method,
      payment.destination,
    ],
  )
  if (!row) throw new Error('insert returned no payment')
  return row
}

/**
 * A uuid names one payment: asked again with the same kind, amount and card or account, it is
 * that payment; asked for anything else, it is a client's mistake (409), not a new payment.
 */
function samePayment(
  row: PaymentRow,
  kind: PaymentRow['kind'],
  amount: number,
  destination: string,
): PaymentRow | PaymentOutcome {
  if (row.kind === kind && Number(row.amount) === amount && row.destination === destination)
    return row
  return refusal(
    409,
    'uuid-in-use',
    `this uuid already names a ${row.kind} of ${shown(Number(row.amount), row.currency ?? defaultCurrency.code)}`,
  )
}

function currencyOf(code: string): Currency {
  return currencyRecord(code, defaultCurrency.precision)
}

/** The amount as the bettor reads it: 1.00 EUR, or 1 IDR (thousands). */
function shown(amount: number, code: string): string {
  const thousands = isThousandScale(currencyOf(code)) ? ' (thousands)' : ''
  return `${formatMoney(amount, currencyOf(code))} ${code}${thousands}`
}

function limitRefusal(
  kind: 'deposit' | 'withdrawal',
  amount: number,
  { currency, limits }: LockedAccount,
): PaymentOutcome | undefined {
  const checked = checkCashierAmount(amount, currencyOf(currency), limits)
  if (checked.ok) return undefined
  const message =
    checked.code === 'under-minimum'
      ? `the smallest ${kind} is ${shown(checked.limit, currency)}`
      : `the largest ${kind} is ${shown(checked.limit, currency)}`
  return refusal(422, checked.code, message)
}

function overWithdrawable(balance: number, currency: string): PaymentOutcome {
  return refusal(422, 'over-withdrawable', `you can withdraw at most ${shown(balance, currency)}`)
}

function refusal(
  status: 403 | 404 | 409 | 422,
  code: string,
  message: string,
): PaymentOutcome & { ok: false } {
  return { ok: false, status, code, message }
}

function outcomeOf(row: PaymentRow): PaymentOutcome {
  const payment = paymentOf(row)
  if (row.status !== 'declined') return { ok: true, payment }
  return {
    ok: false,
    status: 402,
    code: row.decline_code ?? 'card-declined',
    message: row.decline_reason ?? 'declined',
  }
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function paymentOf(row: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind,
    amount: Number(row.amount),
    currency: row.currency ?? defaultCurrency.code,
    method: row.method,
    ...(row.destination ? { destination: row.destination } : {}),
    status: row.status,
    createdAt: iso(row.created_at),
    ...(row.completed_at ? { completedAt: iso(row.completed_at) } : {}),
    ...(row.decline_reason ? { declineReason: row.decline_reason } : {}),
  }
}

export type { PaymentRow }
