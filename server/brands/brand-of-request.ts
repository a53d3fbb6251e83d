// Which brand a request is for: the brand header the engine sends on every call, else the host
// name's first label (gateway.localhost), else the server's default brand.

import type { FastifyRequest } from 'fastify'

export interface BrandResolver {
  /** The brand id, or undefined when the header names a brand that does not exist. */
  brandOf(request: FastifyRequest): string | undefined
  /**
   * The brand the request names itself, by its brand header (as sent, known or not) or its host
   * name's first label; undefined when it names none (a bare address, which the default brand
   * serves). A token counts only on the brand its request names (server/auth/sessions.ts).
   */
  namedBrand(request: FastifyRequest): string | undefined
}

export function brandResolver(brandIds: ReadonlySet<string>, defaultBrand: string): BrandResolver {
  const namedBrand = (request: FastifyRequest) => {
    const header = request.headers.brand
    if (typeof header === 'string' && header !== '') return header
    const label = request.hostname.split('.')[0]?.toLowerCase() ?? ''
    return brandIds.has(label) ? label : undefined
  }
  return {
    namedBrand,
    brandOf(request) {
      const named = namedBrand(request)
      if (named === undefined) return defaultBrand
      return brandIds.has(named) ? named : undefined
    },
  }
}
