// GET /brands/{brandId}/{name}: a logo or favicon a brand uploaded through /admin/
// (server/brands/brand-assets.ts), as uploaded. The demo brands' files at the same kind of
// address are the built client's own and are served before this route is asked.

import type { FastifyInstance } from 'fastify'
import { getBrandAsset } from '../../domain/api/site.ts'
import { assetOfPath, readBrandAsset } from '../brands/brand-assets.ts'
import type { Queryable } from '../db/database.ts'
import type { SessionContext } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

export function brandAssetRoutes(app: FastifyInstance, api: SessionContext, db: Queryable): void {
  serve(app, api, getBrandAsset, async (request, reply) => {
    const { brandId, name } = request.params
    const address = assetOfPath(`/brands/${brandId}/${name}`)
    const asset = address && (await readBrandAsset(db, address.brandId, address.name))
    if (!asset) return sendError(reply, 404, 'not-found', `no image /brands/${brandId}/${name}`)
    // An SVG opened by itself is a document: it may run nothing and load nothing.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(asset.mediaType)
      .send(asset.body)
  })
}

/** The uploaded image at an image route's path, for the image route to resize. */
export async function storedBrandImage(db: Queryable, path: string): Promise<Buffer | undefined> {
  const address = assetOfPath(path)
  return address && (await readBrandAsset(db, address.brandId, address.name))?.body
}
