// Which brand a request is for: the brand header the engine sends on every call, else the host
// name's first label (gateway.localhost), else the server's default brand. A page's brand is
// read by the rule the page's own code follows (domain/brand/page-brand.ts).

import type { FastifyRequest } from 'fastify'
import { hostBrand, namedPageBrand } from '../../domain/brand/page-brand.ts'
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
   * The brand an app page is for, as its code will tell the engine: brand= in its address, else
   * the one a cookie keeps, else by its host; undefined for one that does not exist. Its policy
   * and its brand's images are both this brand's.
   */
  brandOfPage(request: FastifyRequest): string | undefined
}

const keptBrandCookie = keptChoices.find((choice) => choice.key === 'sportsbook.brand')?.cookie

export function brandResolver(brandIds: ReadonlySet<string>, defaultBrand: string): BrandResolver {
  /** The brand served for what a request names: the default for none, undefined if unknown. */
  const served = (named: string | undefined) =>
    named === undefined ? defaultBrand : brandIds.has(named) ? named : undefined
  const namedBrand = (request: FastifyRequest) => {
    const header = request.headers.brand
    if (typeof header === 'string' && header !== '') return header
    return hostBrand(request.hostname, brandIds)
  }
  return {
    namedBrand,
    brandOf: (request) => served(namedBrand(request)),
    brandOfPage(request) {
      const page = {
        asked: new URLSearchParams(request.url.split('?')[1] ?? '').get('brand'),
        kept: keptBrandCookie === undefined ? undefined : request.cookies?.[keptBrandCookie],
        hostname: request.hostname,
      }
      return served(namedPageBrand(page, brandIds))
    },
  }
}
