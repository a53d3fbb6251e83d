// GET /api/cached_settings (SPEC.md section 7, Other): the brand's settings, chosen by the brand
// header every decorated request carries.

import type { FastifyInstance } from 'fastify'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { Database } from '../db/database.ts'
import { sendError } from '../http/errors.ts'

export function settingsRoutes(app: FastifyInstance, db: Database, defaultBrand: string): void {
  app.get('/api/cached_settings', async (request, reply) => {
    const header = request.headers.brand
    const brandId = typeof header === 'string' && header !== '' ? header : defaultBrand
    const settings = await readBrandSettings(db, brandId)
    if (!settings) return sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
    return settings
  })
}
