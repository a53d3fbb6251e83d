// What a process keeps of its brands for their pages and GET /api/cached_settings: each brand's
// settings as last read, on each channel, and the addresses of its adverts' images. Every page
// names its brand's images in its head (server/http/client-files.ts) and lets in what its brand
// names on other sites (server/http/security-headers.ts): kept here, a page costs no database
// read. A change made through /admin/ or /dev/ is announced on the brands channel in its own
// transaction (brand-directory.ts), and each process forgets that brand's on hearing it, the one
// that made it at once. What is kept is read again after a minute all the same, as the brands'
// directory is: a lost announcement, or a change made in SQL, reaches the pages within it.

import type { Database } from '../db/database.ts'
import type { Log } from '../log.ts'
import { brandsChannel } from './brand-directory.ts'
import { type BrandSettingsRead, type Channel, readBrandSettingsDetail } from './brand-settings.ts'

/** How long what was read of a brand is kept without an announcement. */
export const keptMs = 60_000

export interface KeptBrands {
  /** The brand's settings on the channel, as kept, else read now; undefined: no such brand. */
  settings(brandId: string, channel: Channel): Promise<BrandSettingsRead | undefined>
  /** The brand's settings on the channel read now, and kept: newer than what was kept. */
  readSettings(brandId: string, channel: Channel): Promise<BrandSettingsRead | undefined>
  /** Where the brand's adverts' images are, as kept, else read now. */
  advertImages(brandId: string): Promise<string[]>
  /** Forgets what was kept of the brand: it has just changed. */
  forget(brandId: string): void
  close(): Promise<void>
}

export async function keptBrands(
  db: Database,
  log: Log,
  now: () => number = Date.now,
): Promise<KeptBrands> {
  // By brand, then by what: a handful of brands, so it needs no bound of its own. A read under
  // way is kept as it runs, so pages asking at once share it.
  const kept = new Map<string, Map<string, { value: Promise<unknown>; at: number }>>()

  function keep<T>(brandId: string, what: string, read: () => Promise<T>, again = false) {
    const brand = kept.get(brandId) ?? new Map()
    kept.set(brandId, brand)
    const entry = brand.get(what)
    if (!again && entry && now() - entry.at < keptMs) return entry.value as Promise<T>
    const value = read()
    const fresh = { value, at: now() }
    brand.set(what, fresh)
    // A read that failed is not kept: the next asks again.
    value.catch(() => brand.get(what) === fresh && brand.delete(what))
    return value
  }

  const readSettings = async (brandId: string, channel: Channel) => {
    const read = await readBrandSettingsDetail(db, brandId, channel)
    for (const problem of read?.problems ?? [])
      log.warn({ brandId, channel }, `brand settings: ${problem}`)
    return read
  }
  const forget = (brandId: string) => void kept.delete(brandId)
  const unlisten = await db.listen(brandsChannel, forget)

  return {
    settings: (brandId, channel) => keep(brandId, channel, () => readSettings(brandId, channel)),
    readSettings: (brandId, channel) =>
      keep(brandId, channel, () => readSettings(brandId, channel), true),
    advertImages: (brandId) =>
      keep(brandId, 'adverts', async () => {
        const adverts = await db.query<{ attachment_path: string }>(
          'select attachment_path from adverts where brand_id = $1',
          [brandId],
        )
        return adverts.map((advert) => advert.attachment_path)
      }),
    forget,
    async close() {
      // A database already gone takes its LISTEN with it: stopping goes on.
      await unlisten().catch((error) => log.warn({ err: error }, 'unlistening the brands failed'))
    },
  }
}
