// The usual security headers on every answer, and on every page the frame rule: only the brand's
// own configured parent origins (brands.parent_origins, migration 005) may put the sportsbook in
// a frame, so no other site can frame it to trick a bettor's clicks (SPEC.md section 7, iframe).

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isOrigin } from '../../domain/player/settings.ts'
import type { Queryable } from '../db/database.ts'

/** The brand a page is for: ?brand= on the first load, else the host's first label. */
function pageBrand(request: FastifyRequest, brandIds: ReadonlySet<string>, fallback: string) {
  const asked = (request.query as Record<string, unknown> | undefined)?.brand
  if (typeof asked === 'string' && brandIds.has(asked)) return asked
  const label = request.hostname.split('.')[0]?.toLowerCase() ?? ''
  return brandIds.has(label) ? label : fallback
}

/** frame-ancestors for a brand: itself and its parent origins, each a plain http(s) origin. */
export function contentSecurityPolicy(parentOrigins: readonly string[]): string {
  const origins = parentOrigins.filter(isOrigin)
  return [
    `frame-ancestors ${["'self'", ...origins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

export function securityHeaders(
  app: FastifyInstance,
  options: { db: Queryable; brandIds: ReadonlySet<string>; defaultBrand: string },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    // Only over https (a browser ignores it over http, and a TLS proxy's requests say https only
    // when TRUST_PROXY names it). A year, this host only: the brands' sibling hosts and the
    // operator's other sites are theirs to opt in.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000')
    const type = String(reply.getHeader('content-type') ?? '')
    if (!type.startsWith('text/html')) return payload
    const brand = pageBrand(request, options.brandIds, options.defaultBrand)
    const [row] = await options.db.query<{ parent_origins: string[] }>(
      'select parent_origins from brands where id = $1',
      [brand],
    )
    reply.header('content-security-policy', contentSecurityPolicy(row?.parent_origins ?? []))
    return payload
  })
}
