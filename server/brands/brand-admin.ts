// What /admin/ changes in a brand's own row (server/routes/admin.ts): made, renamed, its theme,
// parent origins, cashier limits and jackpot terms. Each returns false when there is no such
// brand. What shows in the brand's settings is published with it (settings_published_at), so
// every process answers the new settings and the new frame policy on its next request.

import type {
  AdminBrand,
  BrandCashierLimits,
  BrandCreation,
  BrandList,
  BrandUpdate,
  JackpotTerms,
} from '../../domain/api/admin.ts'
import type { Theme } from '../../domain/brand/theme.ts'
import type { LoginMethod } from '../../domain/player/settings.ts'
import type { Queryable } from '../db/database.ts'
import { nextPublication } from './brand-settings.ts'

/** A new brand with its currency and first language; false when the id is taken. */
export async function createBrand(
  tx: Queryable,
  brand: BrandCreation,
  precision: number,
): Promise<boolean> {
  const settings = {
    currencyCode: brand.currency,
    currency_precision: precision,
    languages: [brand.language],
  }
  const rows = await tx.query(
    `insert into brands (id, name, login_method, settings) values ($1, $2, $3, $4)
     on conflict (id) do nothing returning id`,
    [brand.id, brand.name, brand.loginMethod ?? 'direct', JSON.stringify(settings)],
  )
  return rows.length === 1
}

export async function updateBrand(
  tx: Queryable,
  brandId: string,
  update: BrandUpdate,
): Promise<boolean> {
  const rows = await tx.query(
    `update brands set name = coalesce($2, name), login_method = coalesce($3, login_method),
       settings_published_at = ${nextPublication}
     where id = $1 returning id`,
    [brandId, update.name ?? null, update.loginMethod ?? null],
  )
  return rows.length === 1
}

/** The brand's columns /admin/ sets whole, and whether the settings show them. */
const columns = {
  theme: { column: 'theme', published: true },
  parentOrigins: { column: 'parent_origins', published: true },
  cashierLimits: { column: 'cashier_limits', published: false },
  jackpotTerms: { column: 'jackpot_terms', published: false },
} as const

interface ColumnValues {
  theme: Theme
  parentOrigins: readonly string[]
  cashierLimits: BrandCashierLimits
  jackpotTerms: JackpotTerms
}

export async function setBrandColumn<Name extends keyof ColumnValues>(
  tx: Queryable,
  brandId: string,
  name: Name,
  value: ColumnValues[Name],
): Promise<boolean> {
  const { column, published } = columns[name]
  const rows = await tx.query(
    `update brands set ${column} = $2
       ${published ? `, settings_published_at = ${nextPublication}` : ''}
     where id = $1 returning id`,
    // text[] goes as the list itself, jsonb as its text.
    [brandId, Array.isArray(value) ? value : JSON.stringify(value)],
  )
  return rows.length === 1
}

export async function readAdminBrand(
  db: Queryable,
  brandId: string,
): Promise<AdminBrand | undefined> {
  const [row] = await db.query<{
    id: string
    name: string
    login_method: LoginMethod
    settings: Record<string, unknown>
    channels: Record<string, Record<string, unknown>> | null
    theme: Record<string, string>
    parent_origins: string[]
    cashier_limits: BrandCashierLimits | null
    jackpot_terms: JackpotTerms | null
    published_ms: number | string
  }>(
    `select b.id, b.name, b.login_method, b.settings, b.theme, b.parent_origins, b.cashier_limits,
       b.jackpot_terms, floor(extract(epoch from b.settings_published_at) * 1000) as published_ms,
       (select jsonb_object_agg(c.channel, c.settings) from brand_channel_settings c
        where c.brand_id = b.id) as channels
     from brands b where b.id = $1`,
    [brandId],
  )
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    loginMethod: row.login_method,
    settings: row.settings,
    channels: row.channels ?? {},
    theme: row.theme,
    parentOrigins: row.parent_origins,
    cashierLimits: row.cashier_limits,
    jackpotTerms: row.jackpot_terms,
    publishedAt: Number(row.published_ms),
  }
}

export async function listBrands(db: Queryable): Promise<BrandList['brands']> {
  const rows = await db.query<{ id: string; name: string; login_method: LoginMethod }>(
    'select id, name, login_method from brands order by id',
  )
  return rows.map((row) => ({ id: row.id, name: row.name, loginMethod: row.login_method }))
}
