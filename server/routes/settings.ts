// GET /api/cached_settings (SPEC.md section 7, Other): the settings of the request's brand (the
// brand header, else the host name), with its channel's overrides. The published time is the
// version: it makes the ETag, and it tells a cached copy from a stale one, in every process that
// shares the database. PUT /dev/brands/{brandId}/settings changes and publishes them (development).

import type { FastifyInstance } from 'fastify'
import {
  getSettings,
  publishBrandSettings,
  type SettingsChannel,
  settingsChannels,
} from '../../domain/api/settings.ts'
import type { Settings } from '../../domain/player/settings.ts'
import {
  changeBrandSettings,
  publishedAt,
  readBrandSettingsDetail,
  settingsChangeRefusal,
} from '../brands/brand-settings.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'
import { ifNoneMatch } from './if-none-match.ts'

/** Settings answered even when all=false: what the client cannot do without. */
const alwaysAnswered: ReadonlyArray<keyof Settings> = [
  'login_method',
  'theme',
  'last_publication_timestamp',
  'channel',
]

// Short: a change reaches a browser within half a minute even when it does not revalidate.
const cacheControl = 'public, max-age=30'

interface Published {
  version: number
  etag: string
  json: string
}

export function settingsRoutes(app: FastifyInstance, api: ApiContext): void {
  // One entry per brand, channel and all: a handful of brands, so it needs no bound of its own.
  const published = new Map<string, Published>()

  async function read(brandId: string, channel: SettingsChannel, all: boolean) {
    const read = await readBrandSettingsDetail(api.db, brandId, channel)
    if (!read) return undefined
    const { settings, present, problems } = read
    for (const problem of problems) api.log.warn({ brandId, channel }, `brand settings: ${problem}`)
    const answered = all
      ? settings
      : Object.fromEntries(
          [...alwaysAnswered, ...present].map((key) => [key, settings[key]] as const),
        )
    const version = settings.last_publication_timestamp
    const entry = {
      version,
      etag: etagOf(brandId, channel, all, version),
      json: JSON.stringify(answered),
    }
    published.set(`${brandId}|${channel}|${all}`, entry)
    return entry
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
    const kept = published.get(`${brandId}|${channel}|${all}`)
    const entry =
      query.cached && kept?.version === version ? kept : await read(brandId, channel, all)
    if (!entry) return sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
    return reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.json)
  })

  if (!api.devEndpoints) return
  serve(app, api, publishBrandSettings, async (request, reply) => {
    const change = request.body as Record<string, unknown>
    const refused = settingsChangeRefusal(change)
    if (refused) return sendError(reply, 400, 'invalid-request', refused)
    const { brandId } = request.params
    const changed = await api.db.transaction((tx) =>
      changeBrandSettings(tx, brandId, change, request.query.c),
    )
    if (!changed) return sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
    const entry = await read(brandId, request.query.c ?? 'mobile', true)
    return reply.type('application/json; charset=utf-8').send(entry?.json)
  })
}

function channelOf(mc: string | undefined): SettingsChannel {
  const named = mc?.toLowerCase()
  return settingsChannels.find((channel) => channel === named) ?? 'mobile'
}

function etagOf(brandId: string, channel: string, all: boolean, version: number): string {
  return `"${brandId}.${channel}.${all ? 'all' : 'set'}.${version}"`
}
