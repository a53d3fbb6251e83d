// GET /xapi/rest/search?q= (domain/api/search.ts): the events and competitions matching what a
// bettor types, each event with its live state.

import type { FastifyInstance } from 'fastify'
import {
  type SearchAnswer,
  type SearchQuery,
  searchAnswerSchema,
  searchQuerySchema,
} from '../../domain/api/search.ts'
import { searchCatalogue } from '../catalogue/search.ts'
import type { Database } from '../db/database.ts'
import { routeSchema } from '../http/route-schema.ts'

export function searchRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: SearchQuery }>(
    '/xapi/rest/search',
    {
      schema: routeSchema({
        summary:
          'Events whose teams or competition, and competitions whose name, start with the words typed; in play first',
        tags: ['Events and markets'],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema },
      }),
    },
    (request): Promise<SearchAnswer> => searchCatalogue(db, request.query.q),
  )
}
