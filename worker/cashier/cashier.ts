// The cashier area: deposits and withdrawals through the sandbox cashier, and the account's
// transactions and payments, a page at a time (docs/api.md, Wallet and cashier). A payment's
// answer carries the balance after it, which the session's balance takes at once.

import {
  type DepositRequest,
  getPayments,
  getTransactions,
  makeDeposit,
  makeWithdrawal,
  type PaymentAnswer,
  type PaymentsPage,
  type PaymentsQuery,
  type TransactionsPage,
  type TransactionsQuery,
  type WithdrawalRequest,
} from '../../domain/api/cashier.ts'
import { type ApiResult, notLoggedIn } from '../../domain/api/result.ts'
import type { EngineContext } from '../context/context.ts'

export function createCashierModule(context: EngineContext) {
  /** Sends for the session's account; with nobody logged in, answers as the server would. */
  async function forAccount<T>(
    send: (accountId: string) => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T>> {
    const accountId = context.session.get()?.accountId
    return accountId ? send(accountId) : { ok: false, error: notLoggedIn }
  }

  function takeBalance(result: ApiResult<PaymentAnswer>): ApiResult<PaymentAnswer> {
    if (result.ok) {
      const { balance, promoCash, totalLeftToWager, withdrawableAmount } = result.data.balance
      context.wallet.set({ promoCash, totalLeftToWager, withdrawableAmount })
      context.balance.set(balance)
    }
    return result
  }

  return {
    views: {},
    commands: {
      /** The uuid is the request id: a retry with the same one cannot pay twice. */
      deposit: (details: DepositRequest, uuid: string) =>
        forAccount((accountId) =>
          context.call(makeDeposit, { params: { accountId }, query: { uuid }, body: details }),
        ).then(takeBalance),
      withdraw: (details: WithdrawalRequest, uuid: string) =>
        forAccount((accountId) =>
          context.call(makeWithdrawal, { params: { accountId }, query: { uuid }, body: details }),
        ).then(takeBalance),
      transactions(query: Partial<TransactionsQuery> = {}): Promise<ApiResult<TransactionsPage>> {
        return forAccount((accountId) =>
          context.call(getTransactions, { params: { accountId }, query }),
        )
      },
      payments(query: Partial<PaymentsQuery> = {}): Promise<ApiResult<PaymentsPage>> {
        return forAccount((accountId) =>
          context.call(getPayments, { params: { accountId }, query }),
        )
      },
    },
  }
}
