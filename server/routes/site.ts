// The "Other" calls of SPEC.md section 7 besides settings, registered together: geo data,
// currencies, gaming-board seals, adverts, the external header, partner product launches, client
// metrics, images and the brands' uploaded images.

import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../http/api-context.ts'
import { advertRoutes } from './adverts.ts'
import { brandAssetRoutes, storedBrandImage } from './brand-assets.ts'
import { currencyRoutes } from './currencies.ts'
import { externalHeaderRoutes } from './external-header.ts'
import { geoRoutes } from './geo.ts'
import { imageRoutes } from './images.ts'
import { metricRoutes } from './metrics.ts'
import { partnerRoutes } from './partners.ts'
import { sealRoutes } from './seals.ts'

export function siteRoutes(app: FastifyInstance, api: ApiContext): void {
  geoRoutes(app, api)
  currencyRoutes(app, api)
  sealRoutes(app, api)
  advertRoutes(app, api)
  externalHeaderRoutes(app, api)
  partnerRoutes(app, api)
  metricRoutes(app, api)
  imageRoutes(app, api, { stored: (path) => storedBrandImage(api.db, path) })
  brandAssetRoutes(app, api, api.db)
}
