// GET /ops/client-reports: the latest reports clients sent to POST /api/metrics (a screen that
// failed to render, a placement that failed with a 500), for the operator's page (/ops/). The
// caller registers it behind the operator key, beside the figures.

import type { FastifyInstance } from 'fastify'
import { type ClientReport, clientReportsShown, getClientReports } from '../../domain/api/ops.ts'
import type { Queryable } from '../db/database.ts'
import { serve } from '../http/serve.ts'

interface ReportRow {
  created_at: Date | string
  brand_id: string
  name: string
  value: number | string
  tags: Record<string, string>
}

export function serveClientReports(app: FastifyInstance, db: Queryable): void {
  serve(app, undefined, getClientReports, async (_request, reply) => {
    // The newest by id: the primary key's index, where created_at has none of its own.
    const rows = await db.query<ReportRow>(
      'select created_at, brand_id, name, value, tags from metrics order by id desc limit $1',
      [clientReportsShown],
    )
    reply.header('cache-control', 'no-store')
    return { reports: rows.map(reportOf) }
  })
}

const reportOf = (row: ReportRow): ClientReport => ({
  at: new Date(row.created_at).toISOString(),
  brandId: row.brand_id,
  name: row.name,
  value: row.value,
  tags: row.tags,
})
