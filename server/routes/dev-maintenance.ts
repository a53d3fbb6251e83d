// PUT /dev/brands/{brandId}/maintenance (development endpoints only): the operator's switch that
// closes a brand for maintenance (server/http/maintenance.ts) or opens it again.

import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import {
  type Maintenance,
  maintenanceParamsSchema,
  maintenanceSchema,
} from '../../domain/api/maintenance.ts'
import type { Queryable } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import type { MaintenanceState } from '../http/maintenance.ts'
import { routeSchema } from '../http/route-schema.ts'

export function devMaintenanceRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; state: MaintenanceState },
): void {
  app.put<{ Params: { brandId: string }; Body: Maintenance }>(
    '/dev/brands/:brandId/maintenance',
    {
      schema: routeSchema({
        summary:
          'Closes a brand for maintenance, or opens it again (development only): while closed, its API calls redirect to /maintenance',
        tags: ['Development'],
        params: maintenanceParamsSchema,
        body: maintenanceSchema,
        response: { 200: maintenanceSchema, 404: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { brandId } = request.params
      const updated = await deps.db.query(
        'update brands set maintenance = $2 where id = $1 returning id',
        [brandId, request.body.closed],
      )
      if (updated.length === 0) return sendError(reply, 404, 'not-found', 'no such brand')
      deps.state.forget(brandId)
      return { closed: request.body.closed } satisfies Maintenance
    },
  )
}
