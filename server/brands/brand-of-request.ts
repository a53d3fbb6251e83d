// Which brand a request is for: the brand header the engine sends on every call, else the host
// name's first label (gateway.localhost), else the server's default brand.

import type { FastifyRequest } from 'fastify'

export interface BrandResolver {
  /** The brand id, or undefined when the header names a brand that does not exist. */
  brandOf(request: FastifyRequest): string | undefined
}

export function brandResolver(brandIds: ReadonlySet<string>, defaultBrand: string): BrandResolver {
  return {
    brandOf(request) {
      const header = request.headers.brand
      if (typeof header === 'string' && header !== '')
        return brandIds.has(header) ? header : undefined
      const label = request.hostname.split('.')[0]?.toLowerCase() ?? ''
      return brandIds.has(label) ? label : defaultBrand
    },
  }
}
