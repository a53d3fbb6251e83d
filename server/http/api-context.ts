// What every route module is given: the database, the sessions, and how a request names its
// brand. One object, so a new route module takes what it needs without a new parameter list.

import type { SessionService } from '../auth/sessions.ts'
import type { BrandResolver } from '../brands/brand-of-request.ts'
import type { Database } from '../db/database.ts'
import type { Log } from '../log.ts'
import type { Metrics } from '../metrics/metrics.ts'

export interface ApiContext {
  db: Database
  sessions: SessionService
  brands: BrandResolver
  /** Whether the development endpoints exist (DEV_ENDPOINTS=1). */
  devEndpoints: boolean
  /** The clock codes, sessions and limits count on (tests move it). */
  now: () => number
  /** For what a route notices beyond its own request (its request's lines go to request.log). */
  log: Log
  metrics: Metrics
}
