// GET /xapi/rest/partners/{product}/launch (SPEC.md section 2, partner product pages): where a
// partner product's page opens for the caller. The brand configures each product's URL
// (partner_product_urls); a logged-in player's launch carries the token of that product's
// partner (server/auth/partner-tokens.ts), valid as long as their session; a visitor's carries
// none. Kiron is offered only when show_kiron_virtuals enables it and never to a USDT account,
// which Kiron cannot settle in (domain/rules/kiron-link.ts); elsewhere it is a 404 as any product
// the brand does not offer.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { launchPartnerProduct, type PartnerLaunch } from '../../domain/api/site.ts'
import { kironOffer } from '../../domain/rules/kiron-link.ts'
import { partnerProductOf } from '../../domain/rules/partner-products.ts'
import { createPartnerTokens } from '../auth/partner-tokens.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import { partnerLaunchUrl } from '../brands/partner-launch-url.ts'
import type { ApiContext } from '../http/api-context.ts'
import { optionalSession } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

/** The page's language as the engine sends it (accept-language: xx or xx-YY). */
function languageOf(request: FastifyRequest): string {
  const asked =
    String(request.headers['accept-language'] ?? '')
      .split(',')[0]
      ?.trim() ?? ''
  return /^[a-z]{2}(-[A-Z]{2})?$/.test(asked) ? asked : 'en'
}

export function partnerRoutes(app: FastifyInstance, api: ApiContext): void {
  const partnerTokens = createPartnerTokens(api.db, api.now)

  serve(app, api, launchPartnerProduct, async (request, reply) => {
    const claims = await optionalSession(api, request)
    const brandId = claims?.brandId ?? api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    const product = partnerProductOf(request.params.product)
    const settings = await readBrandSettings(api.db, brandId)
    const configured = product && settings?.partner_product_urls[product.slug]
    if (!product || !settings || !configured)
      return sendError(reply, 404, 'not-offered', `${request.params.product} is not offered here`)
    const [player] = claims
      ? await api.db.query<{ currency: string; expires_at: Date | string }>(
          `select a.currency, s.expires_at from accounts a, sessions s
             where a.id = $1 and s.id = $2`,
          [claims.accountId, claims.sessionId],
        )
      : []
    const currency = player?.currency ?? settings.currencyCode
    const kiron =
      product.partner === 'kiron'
        ? kironOffer({ show_kiron_virtuals: settings.show_kiron_virtuals, currency })
        : undefined
    if (kiron === 'none')
      return sendError(reply, 404, 'not-offered', 'Kiron virtuals are not offered here')
    const token =
      claims && player
        ? await partnerTokens.issueFor(
            product.partner,
            claims,
            Math.floor(new Date(player.expires_at).getTime() / 1000),
          )
        : undefined
    const url = partnerLaunchUrl(configured, {
      ...(token ? { token } : {}),
      language: languageOf(request),
      currency,
      ...(request.query.gameId ? { gameId: request.query.gameId } : {}),
    })
    if (!url) return sendError(reply, 404, 'not-offered', `${product.slug} has no usable address`)
    // Whose token it carries depends on who asks: no shared cache may keep it.
    reply.header('cache-control', 'private, no-store')
    return {
      url,
      newTab: kiron === 'new-tab',
      asPlayer: token !== undefined,
    } satisfies PartnerLaunch
  })
}
