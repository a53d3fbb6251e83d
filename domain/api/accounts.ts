// Accounts (SPEC.md section 7): the account summary the client caches for 15 seconds, and the
// real-money bonus choice a player stores on the account.

import * as v from 'valibot'
import { transactionSchema } from './cashier.ts'
import { amountSchema, idSchema } from './money.ts'
import { operation } from './operation.ts'
import { sportsbookBalanceSchema } from './player-login.ts'
import { ownPathRefusals } from './player-records.ts'

// SPEC.md names it {id}; it is the account id, named as every other accounts path names it (one
// name a position, as the router needs).
export const accountIdPathSchema = v.object({ accountId: idSchema })

export const accountInfoQuerySchema = v.object({
  includeTransactionsInfo: v.optional(v.boolean()),
  includePromotionalInfo: v.optional(v.boolean()),
})
export type AccountInfoQuery = v.InferOutput<typeof accountInfoQuerySchema>

/** How many of the latest ledger rows the summary carries when asked. */
export const accountInfoTransactionCount = 5

export const promotionalInfoSchema = v.object({
  promoCash: amountSchema,
  totalLeftToWager: amountSchema,
  excludedFromPromotions: v.boolean(),
  wasSetRealMoneyBonuses: v.boolean(),
  realMoneyBonuses: v.boolean(),
})

export const accountInfoSchema = v.object({
  accountId: idSchema,
  currency: v.pipe(v.string(), v.length(3)),
  balance: sportsbookBalanceSchema,
  /** With includeTransactionsInfo: the latest ledger rows, newest first. */
  transactions: v.optional(v.array(transactionSchema)),
  /** With includePromotionalInfo. */
  promotions: v.optional(promotionalInfoSchema),
})
export type AccountInfo = v.InferOutput<typeof accountInfoSchema>

/** PUT /xapi/rest/accounts/{id}: whether the player chose, and what (bonuses in real money). */
export const accountUpdateSchema = v.object({
  wasSetRealMoneyBonuses: v.boolean(),
  realMoneyBonuses: v.boolean(),
})
export type AccountUpdate = v.InferOutput<typeof accountUpdateSchema>

export const accountUpdateAnswerSchema = v.object({
  accountId: idSchema,
  wasSetRealMoneyBonuses: v.boolean(),
  realMoneyBonuses: v.boolean(),
})
export type AccountUpdateAnswer = v.InferOutput<typeof accountUpdateAnswerSchema>

const tags = ['Accounts']

export const getAccountInfo = operation({
  operationId: 'getAccountInfo',
  method: 'GET',
  path: '/xapi/rest/accounts/{accountId}/info',
  summary:
    'The account summary: balances and currency, the latest transactions and the promotional info when asked; cacheable 15 s',
  description:
    "Answered with cache-control private, max-age=15: it is one player's, and the client may show it again for 15 seconds.",
  tags,
  caller: 'player',
  params: accountIdPathSchema,
  query: accountInfoQuerySchema,
  answers: { 200: accountInfoSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals, 404: ['not-found'] },
})

export const setRealMoneyBonuses = operation({
  operationId: 'setRealMoneyBonuses',
  method: 'PUT',
  path: '/xapi/rest/accounts/{accountId}',
  summary: "Stores the player's real-money bonus choice on the account",
  tags,
  caller: 'player',
  params: accountIdPathSchema,
  body: accountUpdateSchema,
  answers: { 200: accountUpdateAnswerSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals },
})
