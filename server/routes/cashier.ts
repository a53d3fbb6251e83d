// The sandbox cashier (docs/api.md, Wallet and cashier): deposits, withdrawals, the ledger as
// transactions and the payments of the caller's own account. Another player's account is 403
// before the input is read (authenticatedRoute).

import type { FastifyInstance } from 'fastify'
import {
  accountPathSchema,
  type DepositRequest,
  declinedAnswerSchema,
  depositRequestSchema,
  type PaymentAnswer,
  type PaymentsQuery,
  paymentAnswerSchema,
  paymentQuerySchema,
  paymentsPageSchema,
  paymentsQuerySchema,
  type TransactionsQuery,
  transactionsPageSchema,
  transactionsQuerySchema,
  type WithdrawalRequest,
  withdrawalRequestSchema,
} from '../../domain/api/cashier.ts'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import { readPayments } from '../cashier/payment-records.ts'
import { deposit, type PaymentOutcome, withdraw } from '../cashier/payments.ts'
import { inAccountCurrency } from '../http/account-currency.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { readSportsbookBalance } from '../wallet/balance.ts'
import { readTransactions } from '../wallet/transactions.ts'

type PaymentRoute = {
  Params: { accountId: string }
  Querystring: { uuid: string }
}

export function cashierRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  const paymentResponses = {
    200: paymentAnswerSchema,
    402: declinedAnswerSchema,
    409: errorBodySchema,
    422: errorBodySchema,
  }

  /** The payment with the balance after it, or the refusal as { code, message }. */
  async function answer(
    reply: Parameters<typeof sendError>[0],
    accountId: string,
    outcome: PaymentOutcome,
  ) {
    if (!outcome.ok) return sendError(reply, outcome.status, outcome.code, outcome.message)
    const balance = await readSportsbookBalance(db, accountId)
    if (!balance) return sendError(reply, 404, 'not-found', 'no sportsbook account')
    return { payment: outcome.payment, balance } satisfies PaymentAnswer
  }

  app.post<PaymentRoute & { Body: DepositRequest }>(
    '/xapi/rest/accounts/:accountId/deposits',
    authenticatedRoute(api, {
      summary:
        'Deposits by card through the sandbox provider; idempotent on uuid. 402 declined, 409 self-excluded, 422 outside 1.00 to 10,000.00',
      tags: ['Cashier'],
      params: accountPathSchema,
      querystring: paymentQuerySchema,
      body: depositRequestSchema,
      response: paymentResponses,
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      if (!(await inAccountCurrency(db, request, reply, request.body.currency))) return reply
      const { accountId } = sessionOf(request)
      const outcome = await deposit(db, {
        accountId,
        uuid: request.query.uuid,
        request: request.body,
        now: new Date(api.now()),
      })
      return answer(reply, accountId, outcome)
    },
  )

  app.post<PaymentRoute & { Body: WithdrawalRequest }>(
    '/xapi/rest/accounts/:accountId/withdrawals',
    authenticatedRoute(api, {
      summary:
        'Withdraws to a card or an IBAN; idempotent on uuid. 402 declined, 409 withdrawals-held, 422 over-withdrawable or outside the limits',
      tags: ['Cashier'],
      params: accountPathSchema,
      querystring: paymentQuerySchema,
      body: withdrawalRequestSchema,
      response: paymentResponses,
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      if (!(await inAccountCurrency(db, request, reply, request.body.currency))) return reply
      const { accountId } = sessionOf(request)
      const outcome = await withdraw(db, {
        accountId,
        uuid: request.query.uuid,
        request: request.body,
      })
      return answer(reply, accountId, outcome)
    },
  )

  app.get<{ Params: { accountId: string }; Querystring: TransactionsQuery }>(
    '/xapi/rest/accounts/:accountId/transactions',
    authenticatedRoute(api, {
      summary: "The account's ledger rows, newest first, a page at a time",
      tags: ['Cashier'],
      params: accountPathSchema,
      querystring: transactionsQuerySchema,
      response: { 200: transactionsPageSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      return readTransactions(db, sessionOf(request).accountId, request.query)
    },
  )

  app.get<{ Params: { accountId: string }; Querystring: PaymentsQuery }>(
    '/xapi/rest/accounts/:accountId/payments',
    authenticatedRoute(api, {
      summary: "The account's deposits and withdrawals, newest first, a page at a time",
      tags: ['Cashier'],
      params: accountPathSchema,
      querystring: paymentsQuerySchema,
      response: { 200: paymentsPageSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      return readPayments(db, sessionOf(request).accountId, request.query)
    },
  )
}
