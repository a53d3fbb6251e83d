// The one way a balance changes: lock the account row, work out the wallet's new balance, refuse
// to take it below zero, update it and write the ledger row, all in the caller's transaction.
// So every wallet's balance is the sum of its ledger rows, and each row's balance_after is the
// one before it plus its amount.

import type { LedgerType } from '../../domain/api/cashier.ts'
import type { Queryable } from '../db/database.ts'

export type { LedgerType }

export type WalletName = 'real' | 'promo'

export interface LedgerPosting {
  accountId: string
  wallet: WalletName
  type: LedgerType
  /** Signed minor units: a credit is positive, a debit negative. */
  amount: number
  /** What caused it: a betslip id, a payment id. */
  reference?: string
  /** The row's description as the bettor reads it in their transactions. */
  reason: string
  /** The betslip of a bet row (the ledger's betslip_id column). */
  betslipId?: string
}

export type Posted =
  | { ok: true; entryId: number; balanceAfter: number }
  | { ok: false; code: 'insufficient-funds'; balance: number }
  | { ok: false; code: 'no-account' }

const walletColumn: Record<WalletName, 'balance' | 'promo_cash'> = {
  real: 'balance',
  promo: 'promo_cash',
}

export async function postToLedger(tx: Queryable, posting: LedgerPosting): Promise<Posted> {
  if (!Number.isSafeInteger(posting.amount))
    throw new Error(`ledger amount must be an integer of minor units: ${posting.amount}`)
  const column = walletColumn[posting.wallet]
  const [account] = await tx.query<{ amount: number | string }>(
    `select ${column} as amount from accounts where id = $1 for update`,
    [posting.accountId],
  )
  if (!account) return { ok: false, code: 'no-account' }
  const balance = Number(account.amount)
  const balanceAfter = balance + posting.amount
  if (balanceAfter < 0) return { ok: false, code: 'insufficient-funds', balance }
  await tx.query(`update accounts set ${column} = $2 where id = $1`, [
    posting.accountId,
    balanceAfter,
  ])
  const [row] = await tx.query<{ id: number | string }>(
    `insert into ledger (account_id, amount, balance_after, reason, type, wallet, reference, betslip_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      posting.accountId,
      posting.amount,
      balanceAfter,
      posting.reason,
      posting.type,
      posting.wallet,
      posting.reference ?? null,
      posting.betslipId ?? null,
    ],
  )
  return { ok: true, entryId: Number(row?.id), balanceAfter }
}
