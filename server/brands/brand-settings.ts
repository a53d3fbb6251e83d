// A brand's settings: what the operator stored, with its channel's overrides, its login method,
// its design tokens and when they were last published, read with the same parser the engine
// uses, so both sides apply one set of defaults and the server never trusts a malformed value.

import { defaultSettings, parseSettings, type Settings } from '../../domain/player/settings.ts'
import type { Queryable } from '../db/database.ts'

export type Channel = 'mobile' | 'desktop'

export interface BrandSettingsRead {
  settings: Settings
  /** The settings the brand or its channel set (and that could be read), beside the defaults. */
  present: Array<keyof Settings>
  /** What could not be read (and fell back to the default), for the operator's log. */
  problems: string[]
}

/** Settings that come from the brand's own columns, not from what the operator sets as settings. */
export const columnSettings: ReadonlySet<keyof Settings> = new Set([
  'login_method',
  'theme',
  'last_publication_timestamp',
  'channel',
  'parent_origins',
])

export async function readBrandSettingsDetail(
  db: Queryable,
  brandId: string,
  channel: Channel = 'mobile',
): Promise<BrandSettingsRead | undefined> {
  const [brand] = await db.query<{
    settings: Record<string, unknown>
    channel_settings: Record<string, unknown> | null
    login_method: string
    theme: unknown
    parent_origins: string[]
    published_ms: number | string
  }>(
    `select b.settings, c.settings as channel_settings, b.login_method, b.theme, b.parent_origins,
       floor(extract(epoch from b.settings_published_at) * 1000) as published_ms
     from brands b left join brand_channel_settings c on c.brand_id = b.id and c.channel = $2
     where b.id = $1`,
    [brandId, channel],
  )
  if (!brand) return undefined
  const { settings, problems, present } = parseSettings({
    ...brand.settings,
    ...brand.channel_settings,
    channel,
    login_method: brand.login_method,
    theme: brand.theme,
    parent_origins: brand.parent_origins,
    last_publication_timestamp: Number(brand.published_ms),
  })
  return { settings, present: present.filter((key) => !columnSettings.has(key)), problems }
}

export async function readBrandSettings(
  db: Queryable,
  brandId: string,
  channel: Channel = 'mobile',
): Promise<Settings | undefined> {
  return (await readBrandSettingsDetail(db, brandId, channel))?.settings
}

/** When the brand's settings were last published, in epoch milliseconds; undefined: no brand. */
export async function publishedAt(db: Queryable, brandId: string): Promise<number | undefined> {
  const [row] = await db.query<{ published_ms: number | string }>(
    `select floor(extract(epoch from settings_published_at) * 1000) as published_ms
     from brands where id = $1`,
    [brandId],
  )
  return row ? Number(row.published_ms) : undefined
}

/** Why a settings change cannot be stored, or undefined when every value can be read. */
export function settingsChangeRefusal(change: Record<string, unknown>): string | undefined {
  for (const key of Object.keys(change)) {
    if (!Object.hasOwn(defaultSettings, key)) return `${key} is not a setting`
    if (columnSettings.has(key as keyof Settings))
      return `${key} is the brand's own, not a setting to change`
  }
  const { problems } = parseSettings(
    Object.fromEntries(Object.entries(change).filter(([, value]) => value !== null)),
  )
  return problems[0]
}

/**
 * The next publication time of a brand's settings, in an update of its row: forward even within
 * one millisecond, so a client's ETag of the old settings never matches the new ones.
 */
export const nextPublication = `greatest(now(), settings_published_at + interval '1 millisecond')`

/**
 * Merges settings into the brand's own (or its channel's) and publishes them: a null removes a
 * setting. False when there is no such brand.
 */
export async function changeBrandSettings(
  db: Queryable,
  brandId: string,
  change: Record<string, unknown>,
  channel?: Channel,
): Promise<boolean> {
  const removed = Object.keys(change).filter((key) => change[key] === null)
  const merged = JSON.stringify(
    Object.fromEntries(Object.entries(change).filter(([, value]) => value !== null)),
  )
  const [brand] = await db.query<{ id: string }>(
    `update brands set settings_published_at = ${nextPublication} where id = $1 returning id`,
    [brandId],
  )
  if (!brand) return false
  if (channel)
    await db.query(
      `insert into brand_channel_settings (brand_id, channel, settings)
       values ($1, $2, $3::jsonb - $4::text[])
       on conflict (brand_id, channel)
       do update set settings = (brand_channel_settings.settings || $3::jsonb) - $4::text[]`,
      [brandId, channel, merged, removed],
    )
  else
    await db.query(
      `update brands set settings = (settings || $2::jsonb) - $3::text[] where id = $1`,
      [brandId, merged, removed],
    )
  return true
}
