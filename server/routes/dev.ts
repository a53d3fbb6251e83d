// Development endpoints: on only when the server is started with DEV_ENDPOINTS=1 (npm start sets
// it and says so); otherwise they do not exist and answer 404 like any unknown path.

import type { FastifyInstance } from 'fastify'
import { setLiveFaults } from '../../domain/api/live-faults.ts'
import { serve } from '../http/serve.ts'
import type { StreamHub } from '../live/stream-hub.ts'

export function devRoutes(app: FastifyInstance, hub: StreamHub): void {
  serve(app, undefined, setLiveFaults, async (request) => {
    hub.setFaults(request.body)
    return request.body
  })
}
