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
  // One statement, one round trip: the update takes the row lock (waiting for another holder,
  // then judging the new row), moves the balance only if it stays at zero or above, and the
  // ledger row is written from what it returns. `before` is the statement's snapshot of the
  // balance, read only to say what a refused debit met.
  const [row] = await tx.query<{
    before: number | string | null
    balance_after: number | string | null
    id: number | string | null
  }>(
    `with moved as (
       update accounts set ${column} = ${column} + $2
       where id = $1 and ${column} + $2 >= 0
       returning ${column} as balance_after
     ), entry as (
       insert into ledger (account_id, amount, balance_after, reason, type, wallet, reference,
         betslip_id)
       select $1, $2, balance_after, $3, $4, $5, $6, $7 from moved
       returning id, balance_after
     )
     select (select ${column} from accounts where id = $1) as before,
            entry.balance_after, entry.id
     from (select 1) as one left join entry on true`,
    [
      posting.accountId,
      posting.amount,
      posting.reason,
      posting.type,
      posting.wallet,
      posting.reference ?? null,
      posting.betslipId ?? null,
    ],
  )
  if (!row || row.id === null || row.balance_after === null) {
    if (row?.before === null || row?.before === undefined) return { ok: false, code: 'no-account' }
    return { ok: false, code: 'insufficient-funds', balance: Number(row.before) }
  }
  return { ok: true, entryId: Number(row.id), balanceAfter: Number(row.balance_after) }
}
