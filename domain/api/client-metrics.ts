// POST and GET /api/metrics (SPEC.md section 7, 3 s timeout; section 8: a failed placement
// reports its path): a client's measurement or report, stored with its brand for whoever watches
// the product. The report's schemas are the site's (site.ts).

import * as v from 'valibot'
import { operation } from './operation.ts'
import { metricQuerySchema, metricSchema } from './site.ts'

/** 204: stored; the answer has no body, which a client reads as nothing (undefined) or null. */
const stored = v.nullish(v.null())

const tags = ['Other']
const description =
  "Stored as sent, with the request's brand. A client gives up on it after 3 s (SPEC.md section 7): nothing waits on a report. An address sends 600 reports in 10 minutes at most: past that, 429 too-many-reports, nothing stored."

export const reportMetric = operation({
  operationId: 'reportMetric',
  method: 'POST',
  path: '/api/metrics',
  summary: 'Stores a client metric: { name, value (a number or text), tags }; 204',
  description,
  tags,
  caller: 'anyone',
  body: metricSchema,
  answers: { 204: stored },
  errors: {
    400: ['invalid-request'],
    404: ['unknown-brand'],
    413: ['invalid-request'],
    429: ['too-many-reports'],
  },
})

export const reportMetricByQuery = operation({
  operationId: 'reportMetricByQuery',
  method: 'GET',
  path: '/api/metrics',
  summary: 'Stores a client metric from the query: name and value; 204',
  description: `Where only a GET can be sent. ${description}`,
  tags,
  caller: 'anyone',
  query: metricQuerySchema,
  answers: { 204: stored },
  errors: { 400: ['invalid-request'], 404: ['unknown-brand'], 429: ['too-many-reports'] },
})
