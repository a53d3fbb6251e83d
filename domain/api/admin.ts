// The operator's admin API under /admin/ (docs/operations.md, Brands): a brand made and changed
// without SQL or a restart. Every body is strict: a field the call does not take is refused by
// name rather than ignored, so a typo never passes for a change made.

import * as v from 'valibot'
import { isThemeColour, isThemeToken, themeTokens } from '../brand/theme.ts'
import { isOrigin, loginMethods } from '../player/settings.ts'
import { locales } from '../rules/locales.ts'
import { operation } from './operation.ts'
import { brandSettingsChangeQuerySchema, brandSettingsChangeSchema } from './settings.ts'
import { brandIdSchema, imageMediaTypes } from './site.ts'

export const adminBrandParamsSchema = v.object({ brandId: brandIdSchema })

// PostgreSQL stores no NUL in text: refused here with the other control characters.
const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(100),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it refuses.
  v.regex(/^[^\u0000-\u001f\u007f]*$/, 'text without control characters'),
)
const localeSchema = v.picklist(locales)

/** POST /admin/brands. */
export const brandCreationSchema = v.strictObject({
  id: brandIdSchema,
  name: nameSchema,
  /** ISO 4217; one the book takes bets in (GET /api/currencies). */
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'three capital letters (ISO 4217)')),
  /** The brand's first language; PUT …/languages sets the rest. */
  language: localeSchema,
  loginMethod: v.optional(v.picklist(loginMethods)),
})
export type BrandCreation = v.InferOutput<typeof brandCreationSchema>

/** PATCH /admin/brands/{brandId}. */
export const brandUpdateSchema = v.pipe(
  v.strictObject({
    name: v.optional(nameSchema),
    loginMethod: v.optional(v.picklist(loginMethods)),
  }),
  v.check((update) => Object.keys(update).length > 0, 'a name or a loginMethod'),
)
export type BrandUpdate = v.InferOutput<typeof brandUpdateSchema>

/** PUT /admin/brands/{brandId}/theme: the whole theme, design token to colour. */
export const themeSchema = v.pipe(
  v.record(
    v.string(),
    v.pipe(v.string(), v.check(isThemeColour, 'a colour (#rgb, rgb(), hsl(), oklch())')),
  ),
  v.check(
    (theme) => Object.keys(theme).every(isThemeToken),
    `design tokens only: ${themeTokens.join(', ')}`,
  ),
)

/** PUT /admin/brands/{brandId}/languages: the dropdown's languages, in its order. */
export const brandLanguagesSchema = v.strictObject({
  languages: v.pipe(
    v.array(localeSchema),
    v.minLength(1),
    v.check((list) => new Set(list).size === list.length, 'each language once'),
  ),
})

/** PUT /admin/brands/{brandId}/parent-origins: the sites allowed to frame the brand (replaced). */
export const parentOriginsSchema = v.strictObject({
  origins: v.pipe(
    v.array(v.pipe(v.string(), v.check(isOrigin, 'an origin (https://host[:port], no path)'))),
    v.maxLength(50),
  ),
})

/** Whole displayed units of the currency, as the book's own defaults are written. */
const displayUnits = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000))

/** PUT /admin/brands/{brandId}/cashier-limits: one deposit's or withdrawal's least and most. */
export const cashierLimitsSchema = v.pipe(
  v.strictObject({ min: displayUnits, max: displayUnits }),
  v.check((limits) => limits.min <= limits.max, 'a min no larger than its max'),
)
export type BrandCashierLimits = v.InferOutput<typeof cashierLimitsSchema>

/** PUT /admin/brands/{brandId}/jackpot-terms: the prize and a line's stake of the next jackpot. */
export const jackpotTermsSchema = v.strictObject({
  prize: displayUnits,
  stakePerLine: displayUnits,
})
export type JackpotTerms = v.InferOutput<typeof jackpotTermsSchema>

/** An uploaded image, base64 in JSON: the server's 256 KB body limit bounds it. */
const imageFields = {
  mediaType: v.picklist(imageMediaTypes),
  data: v.pipe(v.string(), v.minLength(1), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')),
}
const pixels = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2000))

/** PUT /admin/brands/{brandId}/logo: the header's logo and the CSS pixels it is drawn at. */
export const logoUploadSchema = v.strictObject({ ...imageFields, width: pixels, height: pixels })
export type LogoUpload = v.InferOutput<typeof logoUploadSchema>

/** PUT /admin/brands/{brandId}/favicon. */
export const faviconUploadSchema = v.strictObject(imageFields)
export type FaviconUpload = v.InferOutput<typeof faviconUploadSchema>

/** GET /admin/audit. */
export const auditQuerySchema = v.object({
  brand: v.optional(brandIdSchema),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
})
export type AuditQuery = v.InferOutput<typeof auditQuerySchema>

/** One change made through /admin/. */
export const auditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  /** The fingerprint of the operator key used, never the key. */
  keyId: v.string(),
  /** Who the caller said they were (the admin-actor header), when they said. */
  actor: v.nullable(v.string()),
  brandId: v.nullable(v.string()),
  action: v.string(),
  change: v.unknown(),
  requestId: v.string(),
})
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>

export const auditListSchema = v.object({ entries: v.array(auditEntrySchema) })

/** GET /admin/brands/{brandId}: the brand as the operator configured it. */
export const adminBrandSchema = v.object({
  id: v.string(),
  name: v.string(),
  loginMethod: v.picklist(loginMethods),
  settings: v.record(v.string(), v.unknown()),
  channels: v.record(v.string(), v.record(v.string(), v.unknown())),
  theme: v.record(v.string(), v.string()),
  parentOrigins: v.array(v.string()),
  cashierLimits: v.nullable(v.object({ min: v.number(), max: v.number() })),
  jackpotTerms: v.nullable(v.object({ prize: v.number(), stakePerLine: v.number() })),
  /** When its settings were last published, epoch milliseconds. */
  publishedAt: v.number(),
})
export type AdminBrand = v.InferOutput<typeof adminBrandSchema>

/** GET /admin/brands: every brand, by id. */
export const brandListSchema = v.object({
  brands: v.array(
    v.object({ id: v.string(), name: v.string(), loginMethod: v.picklist(loginMethods) }),
  ),
})
export type BrandList = v.InferOutput<typeof brandListSchema>

// The routes (server/routes/admin.ts). Behind ADMIN_KEY as a bearer token: without it set the
// admin API does not exist (404 on every /admin/ path, so it is never open by accident); a
// missing or wrong key is 401.

const tags = ['Admin']
const caller = 'operator'
const refusals = { 400: ['invalid-request'], 401: ['unauthorized'] } as const
const brandRefusals = { ...refusals, 404: ['unknown-brand'] } as const

/** What every change shares, said once for the operator reading the document. */
const aChange =
  'The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.'

export const createBrand = operation({
  operationId: 'createBrand',
  method: 'POST',
  path: '/admin/brands',
  summary: 'Makes a brand with its currency and first language',
  description: `The id is also its host's first label. The currency must be one the book takes bets in (GET /xapi/rest/currencies). ${aChange}`,
  tags,
  caller,
  body: brandCreationSchema,
  answers: { 201: adminBrandSchema },
  errors: { ...refusals, 409: ['brand-exists'] },
})

export const listBrands = operation({
  operationId: 'listBrands',
  method: 'GET',
  path: '/admin/brands',
  summary: 'Every brand: its id, name and login method',
  tags,
  caller,
  answers: { 200: brandListSchema },
  errors: { 401: ['unauthorized'] },
})

/** What every call on one brand shares: its id in the path, the brand as it is in the answer. */
const onABrand = {
  tags,
  caller,
  params: adminBrandParamsSchema,
  answers: { 200: adminBrandSchema },
  errors: brandRefusals,
} as const

export const getBrand = operation({
  ...onABrand,
  operationId: 'getBrand',
  method: 'GET',
  path: '/admin/brands/{brandId}',
  summary: 'The brand as configured: settings, channels, theme, origins, limits, terms',
})

export const updateBrand = operation({
  ...onABrand,
  operationId: 'updateBrand',
  method: 'PATCH',
  path: '/admin/brands/{brandId}',
  summary: "Renames the brand or changes its players' login method",
  description: aChange,
  body: brandUpdateSchema,
})

export const changeBrandSettings = operation({
  ...onABrand,
  operationId: 'changeBrandSettings',
  method: 'PUT',
  path: '/admin/brands/{brandId}/settings',
  summary:
    "Merges settings into the brand's (or, with c, its channel's) and publishes them; null removes one",
  description: `A setting that does not exist or a value of the wrong kind is refused by name. Published at once: every process's next GET /api/cached_settings answers them with a new ETag. ${aChange}`,
  query: brandSettingsChangeQuerySchema,
  body: brandSettingsChangeSchema,
})

/** What every PUT of one part of the brand shares: the part is replaced whole. */
const brandPart = { ...onABrand, method: 'PUT', description: aChange } as const

export const setBrandLanguages = operation({
  ...brandPart,
  operationId: 'setBrandLanguages',
  path: '/admin/brands/{brandId}/languages',
  summary: "The languages of the brand's dropdown, in its order; the first is its default",
  body: brandLanguagesSchema,
})

export const setBrandTheme = operation({
  ...brandPart,
  operationId: 'setBrandTheme',
  path: '/admin/brands/{brandId}/theme',
  summary: "The brand's design tokens, all of them (a token left out takes the built-in look)",
  body: themeSchema,
})

export const setBrandParentOrigins = operation({
  ...brandPart,
  operationId: 'setBrandParentOrigins',
  path: '/admin/brands/{brandId}/parent-origins',
  summary: "The sites allowed to frame the brand's pages (frame-ancestors), all of them",
  description: `The brand's next page carries them in its Content-Security-Policy. ${aChange}`,
  body: parentOriginsSchema,
})

export const setBrandCashierLimits = operation({
  ...brandPart,
  operationId: 'setBrandCashierLimits',
  path: '/admin/brands/{brandId}/cashier-limits',
  summary: "One deposit's or withdrawal's least and most, whole displayed units",
  body: cashierLimitsSchema,
})

export const setBrandJackpotTerms = operation({
  ...brandPart,
  operationId: 'setBrandJackpotTerms',
  path: '/admin/brands/{brandId}/jackpot-terms',
  summary:
    "The prize and a line's stake of the brand's next jackpot, whole displayed units (the open one keeps its own)",
  body: jackpotTermsSchema,
})

/** An upload is bounded by the server's 256 KB body limit: past it, a 413. */
const upload = {
  description: `Stored in the database under a name that carries the content's hash, so a new upload is a new address. ${aChange}`,
  errors: { ...brandRefusals, 413: ['invalid-request'] },
} as const

export const uploadBrandLogo = operation({
  ...brandPart,
  ...upload,
  operationId: 'uploadBrandLogo',
  path: '/admin/brands/{brandId}/logo',
  summary:
    "Uploads the brand's logo (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/",
  body: logoUploadSchema,
})

export const uploadBrandFavicon = operation({
  ...brandPart,
  ...upload,
  operationId: 'uploadBrandFavicon',
  path: '/admin/brands/{brandId}/favicon',
  summary:
    "Uploads the brand's favicon (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/",
  body: faviconUploadSchema,
})

export const getAudit = operation({
  operationId: 'getAudit',
  method: 'GET',
  path: '/admin/audit',
  summary: 'The changes made through /admin/, newest first, of one brand or of all',
  description:
    '100 by default, 500 at most. The key that made a change is named by its fingerprint, never by itself.',
  tags,
  caller,
  query: auditQuerySchema,
  answers: { 200: auditListSchema },
  errors: refusals,
})
