// GET /xapi/rest/search?q= (domain/api/search.ts): the events and competitions matching what a
// bettor types, each event with its live state.

import type { FastifyInstance } from 'fastify'
import { searchEvents } from '../../domain/api/search.ts'
import { searchCatalogue } from '../catalogue/search.ts'
import type { ApiContext } from '../http/api-context.ts'
import { serve } from '../http/serve.ts'

export function searchRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, searchEvents, (request) => searchCatalogue(api.db, request.query.q))
}
