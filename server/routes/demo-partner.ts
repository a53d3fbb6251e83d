// GET /demo/partner/{product}: a stand-in for a partner's product page, where the demo brands'
// partner_product_urls point, so a partner page opens on a machine without the partners. It is
// part of the demo brands, served wherever they are (every server seeds them), not a development
// endpoint: under /dev/ it was a 404 on a server without DEV_ENDPOINTS, framed on the demo brands'
// virtuals, esports and lotto pages. It checks the token it was opened with as the partner would,
// with that partner's key (server/auth/partner-tokens.ts), and says whom it is for. A page for a
// person, not an operation of the API: it is not in the route table, nor in the document.

import type { FastifyInstance } from 'fastify'
import { jwtVerify } from 'jose'
import { partnerProductOf } from '../../domain/rules/partner-products.ts'
import { createPartnerTokens } from '../auth/partner-tokens.ts'
import type { ApiContext } from '../http/api-context.ts'
import { escapeHtml } from '../http/escape-html.ts'
import { pageNonce } from '../http/security-headers.ts'

export function demoPartnerRoutes(app: FastifyInstance, api: ApiContext): void {
  const partnerTokens = createPartnerTokens(api.db, api.now)
  app.get<{
    Params: { product: string }
    Querystring: { token?: string; lang?: string; currency?: string; game?: string }
  }>('/demo/partner/:product', { schema: { hide: true } }, async (request, reply) => {
    const product = partnerProductOf(request.params.product)
    if (!product) return reply.code(404).type('text/plain').send('no such partner product')
    const { token, lang = '', currency = '', game } = request.query
    let player: string | undefined
    if (token)
      try {
        const { payload } = await jwtVerify(token, await partnerTokens.keyOf(product.partner), {
          audience: product.partner,
          currentDate: new Date(api.now()),
        })
        player = `${payload.sub} of ${String(payload.brand)}`
      } catch {
        player = undefined
      }
    const who = player
      ? `Playing for money as ${player}.`
      : token
        ? 'The token was refused: playing as a guest.'
        : 'Playing as a guest: log in on the sportsbook to play for money.'
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="${escapeHtml(lang.slice(0, 5))}">
<head><meta charset="utf-8"><title>${escapeHtml(product.name)} (demo partner)</title>
<style nonce="${pageNonce(request)}">body{margin:0;padding:24px;font:15px system-ui,sans-serif;background:#101418;color:#e8eef2}
h1{margin:0 0 8px;font-size:20px}p{margin:4px 0;color:#b7c4cc}</style></head>
<body><h1>${escapeHtml(product.name)}</h1>
<p data-testid="partner-player">${escapeHtml(who)}</p>
<p>Language ${escapeHtml(lang)} · currency ${escapeHtml(currency)}${game ? ` · game ${escapeHtml(game)}` : ''}</p>
<p>This is the demo brands' stand-in for the partner's own page.</p></body></html>`)
  })
}
