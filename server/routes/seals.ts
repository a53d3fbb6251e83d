// GET /api/gcb_seals?host= (SPEC.md section 7, Other): the gaming-board seal token of a host the
// request's brand holds a licence seal for (the footer shows it when gcb_seal_required is on).

import type { FastifyInstance } from 'fastify'
import { getGamingBoardSeal } from '../../domain/api/site.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

/** gateway.localhost:8080 and GATEWAY.localhost. are one host. */
const normalisedHost = (host: string) =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

export function sealRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, getGamingBoardSeal, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    const host = normalisedHost(request.query.host)
    const [seal] = await api.db.query<{ token: string }>(
      'select token from gcb_seals where brand_id = $1 and host = $2',
      [brandId, host],
    )
    if (!seal) return sendError(reply, 404, 'not-found', `no seal for ${host}`)
    reply.header('cache-control', 'public, max-age=3600').header('vary', 'brand')
    return { token: seal.token }
  })
}
