// GET /api/cached_settings (SPEC.md section 7, Other): the settings of the request's brand (the
// brand header, else the host name), with its channel's overrides.

import type { FastifyInstance } from 'fastify'
import { cachedSettingsSchema } from '../../domain/api/settings.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'

export function settingsRoutes(app: FastifyInstance, api: ApiContext): void {
  app.get(
    '/api/cached_settings',
    {
      schema: routeSchema({
        summary: "The brand's settings (SPEC.md section 3); the brand header names the brand",
        tags: ['Other'],
        response: { 200: cachedSettingsSchema },
      }),
    },
    async (request, reply) => {
      const brandId = api.brands.brandOf(request)
      const settings = brandId === undefined ? undefined : await readBrandSettings(api.db, brandId)
      if (!settings)
        return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
      return settings
    },
  )
}
