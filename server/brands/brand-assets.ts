// A brand's uploaded logo and favicon (PUT /admin/brands/{brandId}/logo, …/favicon), kept in the
// database so every process serves them: at /brands/{brandId}/{name} as uploaded, and through
// the image route (/m/brands/{brandId}/{name}?w=) at a width, as the demo brands' files are.
// The name carries a hash of the content, so a new upload is a new address, cached for good.

import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { imageMediaTypes } from '../../domain/api/site.ts'
import type { Queryable } from '../db/database.ts'

type ImageMediaType = (typeof imageMediaTypes)[number]

const formats: Record<ImageMediaType, { format: string; extension: string }> = {
  'image/svg+xml': { format: 'svg', extension: 'svg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/webp': { format: 'webp', extension: 'webp' },
}

/** An upload's largest decoded size. */
export const largestAsset = 160 * 1024

export interface BrandAsset {
  mediaType: string
  body: Buffer
}

/** Why the bytes are not an image of the type they claim, or undefined when they are. */
export async function assetRefusal(
  body: Buffer,
  mediaType: ImageMediaType,
): Promise<string | undefined> {
  if (body.length > largestAsset) return `the image is over ${largestAsset / 1024} KB`
  try {
    const { format, width } = await sharp(body, { limitInputPixels: 40_000_000 }).metadata()
    if (format !== formats[mediaType].format || !width) return `the data is not ${mediaType}`
    return undefined
  } catch {
    return `the data is not ${mediaType}`
  }
}

/** The asset's name under its brand: its kind and its content's hash (logo-0123456789ab.png). */
export function assetName(
  kind: 'logo' | 'favicon',
  mediaType: ImageMediaType,
  body: Buffer,
): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12)
  return `${kind}-${hash}.${formats[mediaType].extension}`
}

export async function storeBrandAsset(
  tx: Queryable,
  brandId: string,
  name: string,
  mediaType: ImageMediaType,
  body: Buffer,
): Promise<void> {
  await tx.query(
    `insert into brand_assets (brand_id, name, media_type, body) values ($1, $2, $3, $4)
     on conflict (brand_id, name) do nothing`,
    [brandId, name, mediaType, body],
  )
}

/** The brand and name of an uploaded asset's address (/brands/acme/logo-0123456789ab.png). */
export function assetOfPath(path: string): { brandId: string; name: string } | undefined {
  const match = /^\/?brands\/([a-z0-9-]+)\/((?:logo|favicon)-[0-9a-f]{12}\.[a-z]+)$/.exec(path)
  return match ? { brandId: match[1] as string, name: match[2] as string } : undefined
}

export async function readBrandAsset(
  db: Queryable,
  brandId: string,
  name: string,
): Promise<BrandAsset | undefined> {
  const [row] = await db.query<{ media_type: string; body: Uint8Array }>(
    'select media_type, body from brand_assets where brand_id = $1 and name = $2',
    [brandId, name],
  )
  return row ? { mediaType: row.media_type, body: Buffer.from(row.body) } : undefined
}
