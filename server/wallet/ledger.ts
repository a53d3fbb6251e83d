// The one way a balance changes: lock the account row, work out the wallet's new balance, refuse
// to take it below zero, update it and write the ledger row, all in the caller's transaction.
// So every wallet's balance is the sum of its ledger rows, and each row's balance_after is the
// one before it plus its amount.

import type { LedgerType } from '../../domain/api/cashier.ts'
import type { Queryable } from '../db/database.ts'
import { type SqlParams, sqlParams } from '../db/sql-params.ts'

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

/** A move of one or both of an account's wallets, for a statement that writes more beside it. */
export interface AccountMove {
  accountId: string
  /** Signed minor units each wallet moves by; every wallet named gets its ledger row. */
  amounts: Partial<Record<WalletName, number>>
  type: LedgerType
  reason: string
  reference?: string
  betslipId?: string
  /**
   * The account row's xmin when the caller read it without a lock: the move happens only if the
   * row is still that version, so nothing decided on what was read is written once it changed.
   */
  readAs?: string
}

/**
 * The move as two common table expressions for the caller's statement, its values bound through
 * params: `moved`, the account's balances after it (no row when a balance would go below zero or
 * the row is not the version read, and then nothing moves), and `posted`, its ledger rows in the
 * order the wallets are named. The update takes the row lock, waiting for another holder and then
 * judging the new row; the ledger rows are written from what it returns.
 */
export function accountMoveSql(move: AccountMove, params: SqlParams): string {
  const wallets = (Object.keys(move.amounts) as WalletName[]).filter(
    (wallet) => move.amounts[wallet] !== undefined,
  )
  for (const wallet of wallets)
    if (!Number.isSafeInteger(move.amounts[wallet]))
      throw new Error(`ledger amount must be an integer of minor units: ${move.amounts[wallet]}`)
  const account = params.bind(move.accountId)
  const real = `${params.bind(move.amounts.real ?? 0)}::bigint`
  const promo = `${params.bind(move.amounts.promo ?? 0)}::bigint`
  const unchanged = move.readAs === undefined ? '' : `and xmin = ${params.bind(move.readAs)}::xid`
  return `moved as (
       update accounts set balance = balance + ${real}, promo_cash = promo_cash + ${promo}
       where id = ${account} and balance + ${real} >= 0 and promo_cash + ${promo} >= 0 ${unchanged}
       returning balance, promo_cash
     ), posted as (
       insert into ledger (account_id, amount, balance_after, reason, type, wallet, reference,
         betslip_id)
       select ${account}, x.amount,
         case x.wallet when 'real' then moved.balance else moved.promo_cash end,
         ${params.bind(move.reason)}, ${params.bind(move.type)}, x.wallet,
         ${params.bind(move.reference ?? null)}, ${params.bind(move.betslipId ?? null)}
       from moved, unnest(${params.bind(wallets)}::text[],
         ${params.bind(wallets.map((wallet) => move.amounts[wallet]))}::bigint[])
         with ordinality as x (wallet, amount, position)
       order by x.position
       returning id, balance_after
     )`
}

export async function postToLedger(tx: Queryable, posting: LedgerPosting): Promise<Posted> {
  const params = sqlParams()
  const move = accountMoveSql(
    {
      accountId: posting.accountId,
      amounts: { [posting.wallet]: posting.amount },
      type: posting.type,
      reason: posting.reason,
      reference: posting.reference,
      betslipId: posting.betslipId,
    },
    params,
  )
  const column = walletColumn[posting.wallet]
  // One statement, one round trip. `before` is the statement's snapshot of the balance, read only
  // to say what a refused debit met.
  const [row] = await tx.query<{
    before: number | string | null
    balance_after: number | string | null
    id: number | string | null
  }>(
    `with ${move}
     select (select ${column} from accounts where id = ${params.bind(posting.accountId)}) as before,
            posted.balance_after, posted.id
     from (select 1) as one left join posted on true`,
    params.values,
  )
  if (!row || row.id === null || row.balance_after === null) {
    if (row?.before === null || row?.before === undefined) return { ok: false, code: 'no-account' }
    return { ok: false, code: 'insufficient-funds', balance: Number(row.before) }
  }
  return { ok: true, entryId: Number(row.id), balanceAfter: Number(row.balance_after) }
}
