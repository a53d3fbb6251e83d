// GET /api/cached_settings (SPEC.md section 7, Other): the settings of the request's brand (the
// brand header, else the host name), with its channel's overrides. The published time is the
// version: it makes the ETag, and it tells the settings a process keeps (kept-brands.ts) from
// newer ones, in every process that shares the database. PUT /dev/brands/{brandId}/settings
// changes and publishes them (development).

import type { FastifyInstance } from 'fastify'
import {
  getSettings,
  publishBrandSettings,
  type SettingsChannel,
  settingsChannels,
} from '../../domain/api/settings.ts'
import type { Settings } from '../../domain/player/settings.ts'
import { announceBrandChange } from '../brands/brand-directory.ts'
import {
  type BrandSettingsRead,
  changeBrandSettings,
  publishedAt,
  settingsChangeRefusal,
} from '../brands/brand-settings.ts'
import type { KeptBrands } from '../brands/kept-brands.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { ifNoneMatch } from '../http/if-none-match.ts'
import { serve } from '../http/serve.ts'

/** Settings answered even when all=false: what the client cannot do without. */
const alwaysAnswered: ReadonlyArray<keyof Settings> = [
  'login_method',
  'theme',
  'last_publication_timestamp',
  'channel',
]

// Short: a change reaches a browser within half a minute even when it does not revalidate.
const cacheControl = 'public, max-age=30'

export function settingsRoutes(app: FastifyInstance, api: ApiContext, brands: KeptBrands): void {
  // Each answer written once for the settings it answers (kept-brands.ts keeps them).
  const written = new WeakMap<BrandSettingsRead, Map<boolean, string>>()
  function answer(read: BrandSettingsRead, all: boolean): string {
    let answers = written.get(read)
    if (!answers) {
      answers = new Map()
      written.set(read, answers)
    }
    let json = answers.get(all)
    if (json === undefined) {
      const { settings, present } = read
      json = JSON.stringify(
        all
          ? settings
          : Object.fromEntries(
              [...alwaysAnswered, ...present].map((key) => [key, settings[key]] as const),
            ),
      )
      answers.set(all, json)
    }
    return json
  }

  serve(app, api, getSettings, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    const query = request.query
    const channel = query.c ?? channelOf(query.mc)
    const all = query.all ?? true
    const version = brandId === undefined ? undefined : await publishedAt(api.db, brandId)
    if (brandId === undefined || version === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    reply.header('cache-control', cacheControl).header('vary', 'brand')
    const etag = etagOf(brandId, channel, all, version)
    if (ifNoneMatch(request, etag)) return reply.header('etag', etag).code(304).send()
    const kept = query.cached ? await brands.settings(brandId, channel) : undefined
    const read =
      kept?.settings.last_publication_timestamp === version
        ? kept
        : await brands.readSettings(brandId, channel)
    if (!read) return sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
    return reply
      .header('etag', etagOf(brandId, channel, all, read.settings.last_publication_timestamp))
      .type('application/json; charset=utf-8')
      .send(answer(read, all))
  })

  if (!api.devEndpoints) return
  serve(app, api, publishBrandSettings, async (request, reply) => {
    const change = request.body as Record<string, unknown>
    const refused = settingsChangeRefusal(change)
    if (refused) return sendError(reply, 400, 'invalid-request', refused)
    const { brandId } = request.params
    const changed = await api.db.transaction(async (tx) => {
      if (!(await changeBrandSettings(tx, brandId, change, request.query.c))) return false
      await announceBrandChange(tx, brandId)
      return true
    })
    if (!changed) return sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
    // This process at once; the others on the announcement.
    brands.forget(brandId)
    const read = await brands.readSettings(brandId, request.query.c ?? 'mobile')
    return reply.type('application/json; charset=utf-8').send(read && answer(read, true))
  })
}

function channelOf(mc: string | undefined): SettingsChannel {
  const named = mc?.toLowerCase()
  return settingsChannels.find((channel) => channel === named) ?? 'mobile'
}

function etagOf(brandId: string, channel: string, all: boolean, version: number): string {
  return `"${brandId}.${channel}.${all ? 'all' : 'set'}.${version}"`
}
