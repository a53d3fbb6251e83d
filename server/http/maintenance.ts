// Maintenance (SPEC.md section 2): while the operator has a brand closed, every API call of that
// brand is redirected to the maintenance page, which the client shows until a call goes through
// again. The flag is read at most once a second per brand and process, so a placement pays
// nothing for it; the operator's switch reaches every process within that second.

import type { FastifyInstance } from 'fastify'
import type { BrandResolver } from '../brands/brand-of-request.ts'
import type { Queryable } from '../db/database.ts'
import type { Log } from '../log.ts'

/** How long a process trusts what it read of a brand's maintenance flag. */
export const maintenanceReadMs = 1000

export interface MaintenanceState {
  isClosed(brandId: string): Promise<boolean>
  /** What the operator's switch (or a test) has just set, for this process at once. */
  forget(brandId: string): void
}

export function maintenanceState(
  db: Queryable,
  log: Log,
  now: () => number = Date.now,
): MaintenanceState {
  const known = new Map<string, { closed: Promise<boolean>; at: number }>()
  return {
    isClosed(brandId) {
      const entry = known.get(brandId)
      if (entry && now() - entry.at < maintenanceReadMs) return entry.closed
      const closed = db
        .query<{ maintenance: boolean }>('select maintenance from brands where id = $1', [brandId])
        .then(([row]) => row?.maintenance === true)
        .catch((error) => {
          // Unreadable: the brand stays open; the next request reads it again.
          known.delete(brandId)
          log.error({ err: error, brandId }, 'maintenance flag unreadable')
          return false
        })
      known.set(brandId, { closed, at: now() })
      return closed
    },
    forget: (brandId) => void known.delete(brandId),
  }
}

const apiPath = /^\/(api|xapi)\//

export function maintenanceRedirect(
  app: FastifyInstance,
  options: { state: MaintenanceState; brands: BrandResolver },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!apiPath.test(request.url)) return
    const brand = options.brands.brandOf(request)
    if (brand === undefined || !(await options.state.isClosed(brand))) return
    return reply.header('cache-control', 'no-store').redirect('/maintenance', 302)
  })
}
