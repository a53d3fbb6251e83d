// Which brand a request is for: the brand header the engine sends on every call, else the host
// name's first label (gateway.localhost), else the server's default brand.

import type { FastifyRequest } from 'fastify'
import { keptChoices } from '../../domain/site/kept-choices.ts'

export interface BrandResolver {
  /** The brand id, or undefined when the header names a brand that does not exist. */
  brandOf(request: FastifyRequest): string | undefined
  /**
   * The brand the request names itself, by its brand header (as sent, known or not) or its host
   * name's first label; undefined when it names none (a bare address, which the default brand
   * serves). A token counts only on the brand its request names (server/auth/sessions.ts).
   */
  namedBrand(request: FastifyRequest): string | undefined
  /**
   * The brand an app page is for, as its code will tell the engine (src/brand/page-brand.ts):
   * brand= in its address, else the one a cookie keeps, else by its host; undefined for one that
   * does not exist.
   */
  brandOfPage(request: FastifyRequest): string | undefined
}

const keptBrand = keptChoices.find((choice) => choice.key === 'sportsbook.brand')

export function brandResolver(brandIds: ReadonlySet<string>, defaultBrand: string): BrandResolver {
  const namedBrand = (request: FastifyRequest) => {
    const header = request.headers.brand
    if (typeof header === 'string' && header !== '') return header
    const label = request.hostname.split('.')[0]?.toLowerCase() ?? ''
    return brandIds.has(label) ? label : undefined
  }
  const brandOf = (request: FastifyRequest) => {
    const named = namedBrand(request)
    if (named === undefined) return defaultBrand
    return brandIds.has(named) ? named : undefined
  }
  return {
    namedBrand,
    brandOf,
    brandOfPage(request) {
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('brand')
      const kept = keptBrand && request.cookies?.[keptBrand.cookie]
      const chosen = [asked?.trim().toLowerCase(), kept].find(
        (brand) => brand && keptBrand?.pattern.test(brand),
      )
      if (chosen === undefined) return brandOf(request)
      return brandIds.has(chosen) ? chosen : undefined
    },
  }
}
