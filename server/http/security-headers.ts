// The usual security headers on every answer, HSTS over https, and on every page its
// Content-Security-Policy (content-security-policy.ts) from the brand's own settings: only its
// parent origins may frame the sportsbook, so no other site can frame it to trick a bettor's
// clicks (SPEC.md section 7, iframe), and the page loads and calls nothing the brand does not name.

import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { settingsChannels } from '../../domain/api/settings.ts'
import type { Settings } from '../../domain/player/settings.ts'
import { siteOrigins } from '../../domain/site/widgets-host.ts'
import type { BrandResolver } from '../brands/brand-of-request.ts'
import type { KeptBrands } from '../brands/kept-brands.ts'
import { contentSecurityPolicy, originOf, type PageSources } from './content-security-policy.ts'

const nonces = new WeakMap<FastifyRequest, string>()

/** This answer's nonce: the same in its policy and in the page that writes it inline. */
export function pageNonce(request: FastifyRequest): string {
  const nonce = nonces.get(request) ?? randomBytes(16).toString('base64')
  nonces.set(request, nonce)
  return nonce
}

const defined = <T>(value: T | undefined): value is T => value !== undefined

/** What the brand's page loads from other sites, on either channel's settings. */
async function brandSources(
  kept: KeptBrands,
  brandId: string | undefined,
  apiOrigin: string | undefined,
): Promise<Omit<PageSources, 'nonce'>> {
  const [channels, advertImages] =
    brandId === undefined
      ? [[], []]
      : await Promise.all([
          Promise.all(settingsChannels.map((channel) => kept.settings(brandId, channel))),
          kept.advertImages(brandId),
        ])
  const settings = channels.filter(defined).map((read) => read.settings)
  const originsOf = (pick: (settings: Settings) => string[]) =>
    settings.flatMap(pick).map(originOf).filter(defined)
  return {
    parentOrigins: settings.flatMap((each) => each.parent_origins),
    frameOrigins: originsOf((each) => Object.values(each.partner_product_urls)),
    connectOrigins: [apiOrigin, ...settings.flatMap(siteOrigins)].filter(defined),
    imageOrigins: [
      ...originsOf((each) => [each.logo.logo_url, each.favicon_url]),
      ...advertImages.map(originOf).filter(defined),
    ],
    scriptOrigins: originsOf((each) => [...each.third_party_scripts]),
  }
}

/** Every answer's: no sniffing a type it does not say, and only the origin to other sites. */
export const everyAnswerHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const

/**
 * An answer that is no page (JSON, an error's text, a file) is framed by nobody; the older header
 * is for browsers that do not read the policy.
 */
export const notFramedHeaders = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
} as const

export function securityHeaders(
  app: FastifyInstance,
  options: {
    brands: BrandResolver
    /** The brands' settings and adverts, as this process keeps them. */
    kept: KeptBrands
    /** The API base the client was built against, when not this server (VITE_API_BASE). */
    apiOrigin?: string
  },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(everyAnswerHeaders)
    // Only over https (a browser ignores it over http, and a TLS proxy's requests say https only
    // when TRUST_PROXY names it). A year, this host only: the brands' sibling hosts and the
    // operator's other sites are theirs to opt in.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000')
    const type = String(reply.getHeader('content-type') ?? '')
    // A page that states its own policy keeps it (GET /dev/host, which frames another origin).
    // A 304 says no type, and what it says is merged into the copy the browser kept: a page's
    // kept policy must not turn into a file's.
    if (reply.hasHeader('content-security-policy') || reply.statusCode === 304) return payload
    if (!type.startsWith('text/html')) {
      reply.headers(notFramedHeaders)
      return payload
    }
    // The brand its images in the page's head are for (server/app.ts): a brand that does not
    // exist names nothing from elsewhere.
    const brand = options.brands.brandOfPage(request)
    const sources = await brandSources(options.kept, brand, options.apiOrigin)
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: pageNonce(request), ...sources }),
    )
    return payload
  })
}
