// Development endpoints: on only when the server is started with DEV_ENDPOINTS=1 (npm start sets
// it and says so); otherwise they do not exist and answer 404 like any unknown path.

import type { FastifyInstance } from 'fastify'
import { type LiveFaults, liveFaultsSchema } from '../../domain/api/live-faults.ts'
import { routeSchema } from '../http/route-schema.ts'
import type { StreamHub } from '../live/stream-hub.ts'

export function devRoutes(app: FastifyInstance, hub: StreamHub): void {
  app.post<{ Body: LiveFaults }>(
    '/dev/live-faults',
    {
      schema: routeSchema({
        summary:
          'Fault injection on the live stream: drop, duplicate, reorder, delay frames and cut connections (development only); {} turns it off',
        tags: ['Development'],
        body: liveFaultsSchema,
        response: { 200: liveFaultsSchema },
      }),
    },
    async (request) => {
      hub.setFaults(request.body)
      return request.body
    },
  )
}
