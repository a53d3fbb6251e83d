// PUT /dev/brands/{brandId}/maintenance (development endpoints only): the operator's switch that
// closes a brand for maintenance (server/http/maintenance.ts) or opens it again.

import type { FastifyInstance } from 'fastify'
import { type Maintenance, setBrandMaintenance } from '../../domain/api/maintenance.ts'
import type { Queryable } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import type { MaintenanceState } from '../http/maintenance.ts'
import { serve } from '../http/serve.ts'

export function devMaintenanceRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; state: MaintenanceState },
): void {
  serve(app, undefined, setBrandMaintenance, async (request, reply) => {
    const { brandId } = request.params
    const updated = await deps.db.query(
      'update brands set maintenance = $2 where id = $1 returning id',
      [brandId, request.body.closed],
    )
    if (updated.length === 0) return sendError(reply, 404, 'not-found', 'no such brand')
    deps.state.forget(brandId)
    return { closed: request.body.closed } satisfies Maintenance
  })
}
