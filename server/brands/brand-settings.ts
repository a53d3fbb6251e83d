// A brand's settings: what the operator stored, read with the same parser the engine uses, so
// both sides apply one set of defaults and the server never trusts a malformed value.

import { parseSettings, type Settings } from '../../domain/player/settings.ts'
import type { Queryable } from '../db/database.ts'

export async function readBrandSettings(
  db: Queryable,
  brandId: string,
): Promise<Settings | undefined> {
  const [brand] = await db.query<{ settings: unknown }>(
    'select settings from brands where id = $1',
    [brandId],
  )
  if (!brand) return undefined
  const { settings, problems } = parseSettings(brand.settings)
  for (const problem of problems) console.warn(`brand ${brandId} settings: ${problem}`)
  return settings
}
