// The cashier area: deposits and withdrawals through the sandbox cashier, and the account's
// transactions and payments, a page at a time (docs/api.md, Wallet and cashier). A payment's
// answer carries the balance after it, which the session's balance takes at once.

import {
  type DepositRequest,
  type PaymentAnswer,
  type PaymentsPage,
  type PaymentsQuery,
  paymentAnswerSchema,
  paymentsPageSchema,
  type TransactionsPage,
  type TransactionsQuery,
  transactionsPageSchema,
  type WithdrawalRequest,
} from '../../domain/api/cashier.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { reader } from '../../domain/api/schema.ts'
import type { EngineContext } from '../context/context.ts'

export function createCashierModule(context: EngineContext) {
  const accountPath = (rest: string) =>
    `/xapi/rest/accounts/${encodeURIComponent(context.session.get()?.accountId ?? '')}/${rest}`

  async function pay(
    rest: 'deposits' | 'withdrawals',
    details: DepositRequest | WithdrawalRequest,
    uuid: string,
  ): Promise<ApiResult<PaymentAnswer>> {
    const result = await context.request(accountPath(rest), {
      method: 'POST',
      read: reader(paymentAnswerSchema),
      query: { uuid },
      body: details,
      authenticated: true,
    })
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
      deposit: (details: DepositRequest, uuid: string) => pay('deposits', details, uuid),
      withdraw: (details: WithdrawalRequest, uuid: string) => pay('withdrawals', details, uuid),
      transactions(query: Partial<TransactionsQuery> = {}): Promise<ApiResult<TransactionsPage>> {
        return context.request(accountPath('transactions'), {
          read: reader(transactionsPageSchema),
          query,
          authenticated: true,
        })
      },
      payments(query: Partial<PaymentsQuery> = {}): Promise<ApiResult<PaymentsPage>> {
        return context.request(accountPath('payments'), {
          read: reader(paymentsPageSchema),
          query,
          authenticated: true,
        })
      },
    },
  }
}
