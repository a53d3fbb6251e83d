// The external header (SPEC.md sections 2 and 7): the css, js and html a parent site has shown
// above the sportsbook when clem_external_header_enabled is on. The client builds its URL from
// the settings: {external_widgets_subdomain_cms, else external_widgets_subdomain, else this
// server}/api/external_header/{clem_external_header_path}.

import type { FastifyInstance } from 'fastify'
import { getExternalHeader } from '../../domain/api/site.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

export function externalHeaderRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, getExternalHeader, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    const [header] = await api.db.query<{ css: string; js: string; html: string }>(
      'select css, js, html from external_headers where brand_id = $1 and path = $2',
      [brandId, request.params.path],
    )
    if (!header)
      return sendError(reply, 404, 'not-found', `no external header ${request.params.path}`)
    reply.header('cache-control', 'public, max-age=300').header('vary', 'brand')
    return header
  })
}
