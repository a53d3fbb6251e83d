// GET /api/cached_settings (SPEC.md section 7, Other) and the development endpoint that changes a
// brand's settings. What cached, all and c do is ours to decide: docs/api.md, Settings.

import * as v from 'valibot'
import { notModified, operation } from './operation.ts'

/**
 * GET /api/cached_settings: an object of SPEC.md section 3's keys. Values arrive loosely typed
 * (booleans as "true", numbers as text, JSON as text), so each is read by parseSettings
 * (domain/player/settings.ts), which keeps a default for a value it cannot read.
 */
export const cachedSettingsSchema = v.pipe(
  // Valibot would take a list for a record of its indexes: settings are never a list.
  v.custom<object>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'an object',
  ),
  v.record(v.string(), v.unknown()),
)

export const settingsChannels = ['mobile', 'desktop'] as const
export type SettingsChannel = (typeof settingsChannels)[number]

const channelSchema = v.pipe(v.string(), v.toLowerCase(), v.picklist(settingsChannels))

export const cachedSettingsQuerySchema = v.object({
  /** true: the server may answer from its copy of the brand's published settings. */
  cached: v.optional(v.boolean()),
  /** true (the default): every setting, defaults filled in; false: only what the brand set. */
  all: v.optional(v.boolean()),
  /** The channel whose overrides apply: mobile (the default) or desktop. */
  c: v.optional(channelSchema),
  /** The channel as the request decoration names it (mc=mobile), when c is absent. */
  mc: v.optional(v.string()),
})
export type CachedSettingsQuery = v.InferOutput<typeof cachedSettingsQuerySchema>

export const brandSettingsParamsSchema = v.object({
  brandId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
})

export const brandSettingsChangeQuerySchema = v.object({
  /** Writes the channel's overrides instead of the brand's own settings. */
  c: v.optional(channelSchema),
})

/** PUT /dev/brands/{brandId}/settings: settings to merge in, each as the operator stores it. */
export const brandSettingsChangeSchema = v.pipe(
  v.custom<object>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'an object',
  ),
  v.record(v.pipe(v.string(), v.maxLength(100)), v.unknown()),
  v.check((settings) => Object.keys(settings).length <= 200, 'at most 200 settings'),
  // PostgreSQL's jsonb stores no \u0000 and no lone surrogate (which JSON.stringify escapes,
  // as it does nothing else of the kind): refused here rather than failing the write.
  v.check(
    (settings) => !/\\u(0000|d[89a-f][0-9a-f]{2})/i.test(JSON.stringify(settings)),
    'settings without NUL characters or lone surrogates',
  ),
)
export type BrandSettingsChange = v.InferOutput<typeof brandSettingsChangeSchema>

export const getSettings = operation({
  operationId: 'getSettings',
  method: 'GET',
  path: '/api/cached_settings',
  summary:
    "The brand's settings (SPEC.md section 3) for a channel; the brand header names the brand. ETag and If-None-Match: 304",
  description:
    'The brand is the brand header, else the host name. The ETag names the brand, the channel, all and the publication time; Cache-Control: public, max-age=30, Vary: brand. Values come loosely typed (booleans and numbers as text, JSON as text): a client reads each and keeps its default for one it cannot read.',
  tags: ['Other'],
  caller: 'anyone',
  query: cachedSettingsQuerySchema,
  answers: { 200: cachedSettingsSchema, 304: notModified },
  errors: { 400: ['invalid-request'], 404: ['unknown-brand'] },
})

export const publishBrandSettings = operation({
  operationId: 'publishBrandSettings',
  method: 'PUT',
  path: '/dev/brands/{brandId}/settings',
  summary:
    "Merges settings into a brand's (or, with c, its channel's) and publishes them; null removes one (development only)",
  description:
    'Answers the settings as getSettings then answers them (all of them), with a new publication time, so a client holding the old ETag reads them again.',
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: brandSettingsParamsSchema,
  query: brandSettingsChangeQuerySchema,
  body: brandSettingsChangeSchema,
  answers: { 200: cachedSettingsSchema },
  errors: { 400: ['invalid-request'], 404: ['unknown-brand'] },
})
