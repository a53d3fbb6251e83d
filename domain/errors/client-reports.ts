// What the client reports to POST /api/metrics when something goes wrong on its side (SPEC.md
// section 8): a rendering error the boundary caught, and a placement that failed with a 500. The
// operator's page lists them (GET /ops/client-reports).

import type { Metric } from '../api/site.ts'

export const renderErrorReportName = 'client.render-error'
export const placementFailedReportName = 'client.place-bet-500'

/** Text cut to what the metric schema stores: no NUL, no half of a surrogate pair at the cut. */
const storable = (text: string, maxLength: number) =>
  text
    .replaceAll('\u0000', '')
    .slice(0, maxLength)
    .replace(/[\uD800-\uDBFF]$/, '')

/** A screen that threw as it rendered: the error's message, and the page it was on. */
export const renderErrorReport = (message: string, page: string): Metric => ({
  name: renderErrorReportName,
  value: storable(message || 'an error without a message', 500),
  tags: { page: storable(page, 200) },
})

/** §8: a place-bet 500 reports the path it was sent to, with the request's uuid to find it by. */
export const placementFailedReport = (path: string, reference: string): Metric => ({
  name: placementFailedReportName,
  value: storable(path, 500),
  tags: { uuid: storable(reference, 200) },
})
