// An account's ledger rows as the bettor's transactions, newest first, a page at a time.

import type { Transaction, TransactionsPage, TransactionsQuery } from '../../domain/api/cashier.ts'
import type { Queryable } from '../db/database.ts'

interface LedgerRow {
  id: number | string
  type: Transaction['type']
  wallet: Transaction['wallet']
  amount: number | string
  balance_after: number | string
  reference: string | null
  betslip_id: string | null
  reason: string
  created_at: Date | string
}

export async function readTransactions(
  db: Queryable,
  accountId: string,
  query: TransactionsQuery,
): Promise<TransactionsPage> {
  const filter = `account_id = $1 and ($2::text is null or type = $2) and ($3::text is null or wallet = $3)`
  const params = [accountId, query.type ?? null, query.wallet ?? null]
  const [counted] = await db.query<{ total: number | string }>(
    `select count(*) as total from ledger where ${filter}`,
    params,
  )
  const rows = await db.query<LedgerRow>(
    `select id, type, wallet, amount, balance_after, reference, betslip_id, reason, created_at
     from ledger where ${filter} order by id desc limit $4 offset $5`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  )
  return {
    items: rows.map(transactionOf),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted?.total ?? 0),
  }
}

export function transactionOf(row: LedgerRow): Transaction {
  return {
    id: String(row.id),
    type: row.type,
    wallet: row.wallet,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    // Rows written before the reference column name their betslip only.
    reference: row.reference ?? row.betslip_id,
    description: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
