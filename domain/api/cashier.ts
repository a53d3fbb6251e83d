// The sandbox cashier (docs/api.md, Wallet and cashier): deposits and withdrawals of an account,
// its ledger as transactions and its payments. Amounts are integers in minor units of the
// account's currency; a card number is read only if it passes the Luhn check and an IBAN only
// with a valid checksum, so a mistyped number is a 400 before any money moves.

import * as v from 'valibot'
import {
  compactCardNumber,
  compactIban,
  isExpiryText,
  isValidCardNumber,
  isValidIban,
} from '../validation/payment-details.ts'
import { amountSchema, currencyCodeSchema, idSchema, stakeSchema } from './money.ts'
import { operation } from './operation.ts'
import { sportsbookBalanceSchema } from './player-login.ts'
import { ownAccountRefusals } from './refusals.ts'

export const accountPathSchema = v.object({ accountId: idSchema })

/** The request id: the same uuid on the same account answers the first payment again. */
export const paymentQuerySchema = v.object({
  uuid: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

const cardNumberSchema = v.pipe(
  v.string(),
  v.maxLength(32),
  v.check(isValidCardNumber, 'a card number that passes the Luhn check'),
  v.transform(compactCardNumber),
)

const ibanSchema = v.pipe(
  v.string(),
  v.maxLength(42),
  v.check(isValidIban, 'an IBAN with a valid country, length and checksum'),
  v.transform(compactIban),
)

/** An amount to move: at least one minor unit (the limits are checked against the currency). */
const paymentAmountSchema = stakeSchema

/**
 * Where money goes is what the request says and nothing else: a field of another method (an IBAN
 * on a card withdrawal) is refused, not ignored, so that no bettor's money is sent one way while
 * they read another.
 */
export const depositRequestSchema = v.strictObject({
  amount: paymentAmountSchema,
  currency: v.optional(currencyCodeSchema),
  method: v.literal('card'),
  cardNumber: cardNumberSchema,
  expiry: v.pipe(v.string(), v.check(isExpiryText, 'MM/YY')),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, '3 or 4 digits')),
})
export type DepositRequest = v.InferOutput<typeof depositRequestSchema>

export const withdrawalRequestSchema = v.variant('method', [
  v.strictObject({
    amount: paymentAmountSchema,
    currency: v.optional(currencyCodeSchema),
    method: v.literal('card'),
    cardNumber: cardNumberSchema,
  }),
  v.strictObject({
    amount: paymentAmountSchema,
    currency: v.optional(currencyCodeSchema),
    method: v.literal('bank'),
    iban: ibanSchema,
  }),
])
export type WithdrawalRequest = v.InferOutput<typeof withdrawalRequestSchema>

export const paymentKinds = ['deposit', 'withdrawal'] as const
export const paymentStatuses = ['pending', 'completed', 'declined'] as const

/** Why the provider declined: the code of the 402 answer (payout-declined: a bank account). */
export const declineCodes = ['card-declined', 'insufficient-funds', 'payout-declined'] as const
export type DeclineCode = (typeof declineCodes)[number]

export const paymentSchema = v.object({
  id: idSchema,
  kind: v.picklist(paymentKinds),
  amount: amountSchema,
  currency: v.pipe(v.string(), v.length(3)),
  method: v.picklist(['card', 'bank']),
  /** The card's or the IBAN's last four characters. */
  destination: v.optional(v.string()),
  status: v.picklist(paymentStatuses),
  createdAt: v.string(),
  completedAt: v.optional(v.string()),
  declineReason: v.optional(v.string()),
})
export type Payment = v.InferOutput<typeof paymentSchema>

/** 200 of a deposit or a withdrawal: the payment and the balance after it. */
export const paymentAnswerSchema = v.object({
  payment: paymentSchema,
  balance: sportsbookBalanceSchema,
})
export type PaymentAnswer = v.InferOutput<typeof paymentAnswerSchema>

/** 402 of a declined payment. */
export const declinedAnswerSchema = v.object({
  code: v.picklist(declineCodes),
  message: v.string(),
})

export const ledgerTypes = [
  'opening',
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'refund',
  'cash-out',
  'bonus',
  'adjustment',
] as const
export type LedgerType = (typeof ledgerTypes)[number]

const pageQuery = {
  page: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100_000)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)), 20),
}

export const transactionsQuerySchema = v.object({
  ...pageQuery,
  type: v.optional(v.picklist(ledgerTypes)),
  wallet: v.optional(v.picklist(['real', 'promo'])),
})
export type TransactionsQuery = v.InferOutput<typeof transactionsQuerySchema>

export const transactionSchema = v.object({
  id: idSchema,
  type: v.picklist(ledgerTypes),
  wallet: v.picklist(['real', 'promo']),
  /** Signed: a credit is positive, a debit negative. */
  amount: v.pipe(v.number(), v.safeInteger()),
  /** The wallet's balance after this row. */
  balanceAfter: amountSchema,
  /** The betslip or payment id that caused it; null for an opening balance. */
  reference: v.nullable(v.string()),
  description: v.string(),
  createdAt: v.string(),
})
export type Transaction = v.InferOutput<typeof transactionSchema>

const pageOf = <S extends v.GenericSchema>(item: S) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    pageSize: v.number(),
    /** Every item the query matches, over all pages. */
    total: v.number(),
  })

export const transactionsPageSchema = pageOf(transactionSchema)
export type TransactionsPage = v.InferOutput<typeof transactionsPageSchema>

export const paymentsQuerySchema = v.object({
  ...pageQuery,
  kind: v.optional(v.picklist(paymentKinds)),
})
export type PaymentsQuery = v.InferOutput<typeof paymentsQuerySchema>

export const paymentsPageSchema = pageOf(paymentSchema)
export type PaymentsPage = v.InferOutput<typeof paymentsPageSchema>

const tags = ['Cashier']

const paymentDescription =
  "The same uuid on the same account answers the first payment again, and asked for another kind, amount, card or IBAN is 409 uuid-in-use. The answer's balance is the account's after the payment. The account's own state refusing a payment is a 409, never a 403 (a 403 logs the client out)."

export const makeDeposit = operation({
  operationId: 'makeDeposit',
  method: 'POST',
  path: '/xapi/rest/accounts/{accountId}/deposits',
  summary:
    'Deposits by card through the sandbox provider; idempotent on uuid. 402 declined, 409 self-excluded, 422 outside 1.00 to 10,000.00',
  description: paymentDescription,
  tags,
  caller: 'player',
  params: accountPathSchema,
  query: paymentQuerySchema,
  body: depositRequestSchema,
  answers: { 200: paymentAnswerSchema },
  errors: {
    ...ownAccountRefusals,
    402: ['card-declined', 'insufficient-funds'],
    404: ['not-found'],
    409: ['self-excluded', 'uuid-in-use'],
    422: ['under-minimum', 'over-maximum', 'currency-mismatch'],
  },
})

export const makeWithdrawal = operation({
  operationId: 'makeWithdrawal',
  method: 'POST',
  path: '/xapi/rest/accounts/{accountId}/withdrawals',
  summary:
    'Withdraws to a card or an IBAN; idempotent on uuid. 402 declined, 409 withdrawals-held, 422 over-withdrawable or outside the limits',
  description: `${paymentDescription} The withdrawal is debited as it is asked for and refunded if the provider declines it.`,
  tags,
  caller: 'player',
  params: accountPathSchema,
  query: paymentQuerySchema,
  body: withdrawalRequestSchema,
  answers: { 200: paymentAnswerSchema },
  errors: {
    ...ownAccountRefusals,
    402: ['card-declined', 'payout-declined'],
    404: ['not-found'],
    409: ['withdrawals-held', 'uuid-in-use'],
    422: ['under-minimum', 'over-maximum', 'over-withdrawable', 'currency-mismatch'],
  },
})

export const getTransactions = operation({
  operationId: 'getTransactions',
  method: 'GET',
  path: '/xapi/rest/accounts/{accountId}/transactions',
  summary: "The account's ledger rows, newest first, a page at a time",
  tags,
  caller: 'player',
  params: accountPathSchema,
  query: transactionsQuerySchema,
  answers: { 200: transactionsPageSchema },
  errors: ownAccountRefusals,
})

export const getPayments = operation({
  operationId: 'getPayments',
  method: 'GET',
  path: '/xapi/rest/accounts/{accountId}/payments',
  summary: "The account's deposits and withdrawals, newest first, a page at a time",
  tags,
  caller: 'player',
  params: accountPathSchema,
  query: paymentsQuerySchema,
  answers: { 200: paymentsPageSchema },
  errors: ownAccountRefusals,
})
