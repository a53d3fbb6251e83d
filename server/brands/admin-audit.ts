// The record of every change made through /admin/ (migration 028): written in the change's own
// transaction, so there is no change without its row and no row for a change rolled back.

import type { AuditEntry } from '../../domain/api/admin.ts'
import type { Queryable } from '../db/database.ts'

export interface AuditRecord {
  keyId: string
  actor: string | undefined
  brandId: string
  action: string
  change: unknown
  requestId: string
}

export async function writeAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.query(
    `insert into admin_audit (key_id, actor, brand_id, action, change, request_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      record.keyId,
      record.actor ?? null,
      record.brandId,
      record.action,
      JSON.stringify(record.change),
      record.requestId,
    ],
  )
}

/** The newest changes first, of one brand or of all. */
export async function readAudit(
  db: Queryable,
  query: { brandId?: string; limit: number },
): Promise<AuditEntry[]> {
  const rows = await db.query<{
    id: number | string
    at: Date | string
    key_id: string
    actor: string | null
    brand_id: string | null
    action: string
    change: unknown
    request_id: string
  }>(
    `select id, at, key_id, actor, brand_id, action, change, request_id from admin_audit
     where $1::text is null or brand_id = $1 order by id desc limit $2`,
    [query.brandId ?? null, query.limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    keyId: row.key_id,
    actor: row.actor,
    brandId: row.brand_id,
    action: row.action,
    change: row.change,
    requestId: row.request_id,
  }))
}
