// A brand's settings: what the operator stored, with its channel's overrides, its login method,
// its design tokens and when they were last published, read with the same parser the engine
// uses, so both sides apply one set of defaults and the server never trusts a malformed value.

import { parseSettings, type Settings } from '../../domain/player/settings.ts'
import type { Queryable } from '../db/database.ts'

export type Channel = 'mobile' | 'desktop'

export async function readBrandSettings(
  db: Queryable,
  brandId: string,
  channel: Channel = 'mobile',
): Promise<Settings | undefined> {
  const [brand] = await db.query<{
    settings: Record<string, unknown>
    channel_settings: Record<string, unknown> | null
    login_method: string
    theme: unknown
    published_ms: number | string
  }>(
    `select b.settings, c.settings as channel_settings, b.login_method, b.theme,
       floor(extract(epoch from b.settings_published_at) * 1000) as published_ms
     from brands b left join brand_channel_settings c on c.brand_id = b.id and c.channel = $2
     where b.id = $1`,
    [brandId, channel],
  )
  if (!brand) return undefined
  const { settings, problems } = parseSettings({
    ...brand.settings,
    ...brand.channel_settings,
    channel,
    login_method: brand.login_method,
    theme: brand.theme,
    last_publication_timestamp: Number(brand.published_ms),
  })
  for (const problem of problems) console.warn(`brand ${brandId} settings: ${problem}`)
  return settings
}
