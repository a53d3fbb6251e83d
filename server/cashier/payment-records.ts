// An account's payments, newest first, a page at a time, for the cashier's history.

import type { PaymentsPage, PaymentsQuery } from '../../domain/api/cashier.ts'
import type { Queryable } from '../db/database.ts'
import { type PaymentRow, paymentOf } from './payments.ts'

export async function readPayments(
  db: Queryable,
  accountId: string,
  query: PaymentsQuery,
): Promise<PaymentsPage> {
  const filter = 'account_id = $1 and ($2::text is null or kind = $2)'
  const params = [accountId, query.kind ?? null]
  const [counted] = await db.query<{ total: number | string }>(
    `select count(*) as total from payments where ${filter}`,
    params,
  )
  const rows = await db.query<PaymentRow>(
    `select * from payments where ${filter} order by created_at desc, id desc limit $3 offset $4`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  )
  return {
    items: rows.map(paymentOf),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted?.total ?? 0),
  }
}
