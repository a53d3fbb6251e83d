// Client metrics (SPEC.md section 7: GET /api/metrics, 3 s timeout; section 8: a failed
// placement reports its path): stored as sent, with the brand, for whoever watches the product.
// POST takes { name, value, tags }; GET the same name and value where only a GET can be sent.

import type { FastifyInstance } from 'fastify'
import { reportMetric, reportMetricByQuery } from '../../domain/api/client-metrics.ts'
import type { Metric } from '../../domain/api/site.ts'
import { addressBudget } from '../http/address-budget.ts'
import type { ApiContext } from '../http/api-context.ts'
import { clientAddress } from '../http/client-address.ts'
import { sendError } from '../http/errors.ts'
import { sendTooManyReports } from '../http/retry-later.ts'
import { serve } from '../http/serve.ts'

// A report is a few hundred bytes; anything much larger is not one.
const bodyLimit = 8 * 1024

/**
 * Reports an address may send: a page sends a few an hour, and a shared address (an office, a
 * carrier's) many pages' worth. Past it a report is refused, not stored: a loop stored 2,000
 * forged placement failures in 28 s, filling the operator's page (/ops/) with them (probe 2, M1).
 */
const reportsAllowed = { max: 600, windowMs: 10 * 60_000 }

export function metricRoutes(app: FastifyInstance, api: ApiContext): void {
  const budget = addressBudget(reportsAllowed)
  const store = async (brandId: string, metric: Metric) => {
    await api.db.query(
      'insert into metrics (brand_id, name, value, tags) values ($1, $2, $3, $4)',
      [brandId, metric.name, JSON.stringify(metric.value), JSON.stringify(metric.tags ?? {})],
    )
  }

  serve(
    app,
    api,
    reportMetric,
    async (request, reply) => {
      const brandId = api.brands.brandOf(request)
      if (brandId === undefined)
        return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
      const taken = budget.take(clientAddress(request), Date.now())
      if (taken !== true) return sendTooManyReports(reply, taken.retryAfterSeconds)
      await store(brandId, request.body)
      return reply.code(204).send()
    },
    { route: { bodyLimit } },
  )

  serve(app, api, reportMetricByQuery, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    const taken = budget.take(clientAddress(request), Date.now())
    if (taken !== true) return sendTooManyReports(reply, taken.retryAfterSeconds)
    const { name, value } = request.query
    await store(brandId, { name, value })
    return reply.code(204).send()
  })
}
