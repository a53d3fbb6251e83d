// The sandbox cashier (docs/api.md, Wallet and cashier): deposits, withdrawals, the ledger as
// transactions and the payments of the caller's own account. Another player's account is 403
// before the input is read (authenticatedRoute).

import type { FastifyInstance } from 'fastify'
import {
  getPayments,
  getTransactions,
  makeDeposit,
  makeWithdrawal,
  type PaymentAnswer,
} from '../../domain/api/cashier.ts'
import { readPayments } from '../cashier/payment-records.ts'
import { deposit, type PaymentOutcome, withdraw } from '../cashier/payments.ts'
import { inAccountCurrency } from '../http/account-currency.ts'
import type { ApiContext } from '../http/api-context.ts'
import { ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'
import { readSportsbookBalance } from '../wallet/balance.ts'
import { readTransactions } from '../wallet/transactions.ts'

export function cashierRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
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

  serve(app, api, makeDeposit, async (request, reply) => {
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
  })

  serve(app, api, makeWithdrawal, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    if (!(await inAccountCurrency(db, request, reply, request.body.currency))) return reply
    const { accountId } = sessionOf(request)
    const outcome = await withdraw(db, {
      accountId,
      uuid: request.query.uuid,
      request: request.body,
    })
    return answer(reply, accountId, outcome)
  })

  serve(app, api, getTransactions, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    return readTransactions(db, sessionOf(request).accountId, request.query)
  })

  serve(app, api, getPayments, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    return readPayments(db, sessionOf(request).accountId, request.query)
  })
}
