// GET /api/cached_settings (SPEC.md section 7, Other): the brand's settings, chosen by the brand
// header every decorated request carries.

import type { FastifyInstance } from 'fastify'
import { cachedSettingsSchema } from '../../domain/api/settings.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { Database } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'

export function settingsRoutes(app: FastifyInstance, db: Database, defaultBrand: string): void {
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
      const header = request.headers.brand
      const brandId = typeof header === 'string' && header !== '' ? header : defaultBrand
      const settings = await readBrandSettings(db, brandId)
      if (!settings) return sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
      return settings
    },
  )
}
