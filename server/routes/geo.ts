// GET /api/v2/geo_data and /api/geo_data (SPEC.md section 7, Other): the caller's country. An
// edge in front of the server (Cloudflare's cf-ipcountry, or any proxy's x-country-code) knows
// it from the address; without one, the brand's default_country stands in. Cached privately for
// a while (section 9: geo data is cached with a timeout).

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type GeoData, getGeoData, getGeoDataUnversioned } from '../../domain/api/site.ts'
import { alpha3Of, countryByCode } from '../../domain/reference/countries.ts'
import { isCountryCode } from '../../domain/reference/country-codes.ts'
import { geoDataCacheSeconds } from '../../domain/rules/constants.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { ApiContext } from '../http/api-context.ts'
import { clientAddress } from '../http/client-address.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

const countryHeaders = ['cf-ipcountry', 'x-country-code'] as const
const regionHeaders = ['cf-region', 'x-country-region'] as const

/** The first header that names a real country (Cloudflare sends XX unknown, T1 for Tor). */
function headerCountry(request: FastifyRequest): string | undefined {
  for (const name of countryHeaders) {
    const value = request.headers[name]
    const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
    if (isCountryCode(code)) return code
  }
  return undefined
}

function headerRegion(request: FastifyRequest): string | undefined {
  for (const name of regionHeaders) {
    const value = request.headers[name]
    if (typeof value === 'string' && /^[\p{L}\p{N} .,'()-]{1,100}$/u.test(value.trim()))
      return value.trim()
  }
  return undefined
}

/** The country's name in the caller's language, or the standard's English name. */
function nameOf(code: string, locale: string | undefined): string {
  try {
    const name = new Intl.DisplayNames([locale ?? 'en', 'en'], { type: 'region' }).of(code)
    if (name && name !== code) return name
  } catch {
    // A locale Intl does not know: English below.
  }
  return countryByCode(code)?.name ?? code
}

export function geoRoutes(app: FastifyInstance, api: ApiContext): void {
  for (const entry of [getGeoData, getGeoDataUnversioned])
    serve(app, api, entry, async (request, reply) => {
      const brandId = api.brands.brandOf(request)
      const settings = brandId === undefined ? undefined : await readBrandSettings(api.db, brandId)
      if (!settings)
        return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
      const fromHeader = headerCountry(request)
      const code = fromHeader ?? settings.default_country
      const region = fromHeader ? headerRegion(request) : undefined
      reply.header('cache-control', `private, max-age=${geoDataCacheSeconds}`)
      return {
        countryCode: code,
        countryCode3: alpha3Of(code) ?? '',
        countryName: nameOf(code, request.query.l),
        ...(region ? { region } : {}),
        ip: clientAddress(request),
        source: fromHeader ? 'header' : 'brand',
      } satisfies GeoData
    })
}
