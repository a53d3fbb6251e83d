import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { metricSchema } from '../api/site.ts'
import { placementFailedReport, renderErrorReport } from './client-reports.ts'

describe('client reports', () => {
  it('cuts a long message to what the metrics route stores, never half a character', () => {
    const message = `${'x'.repeat(499)}😀 and more`
    const report = renderErrorReport(message, '/events/a-b-1')
    expect(report.value).toBe('x'.repeat(499))
    expect(v.safeParse(metricSchema, report).success).toBe(true)
  })

  it('reports an error without a message as such, and drops NUL the table cannot hold', () => {
    expect(renderErrorReport('', '/').value).toBe('an error without a message')
    expect(renderErrorReport('a\u0000b', '/\u0000').value).toBe('ab')
  })

  it("reports a failed placement's path with its uuid", () => {
    expect(placementFailedReport('/xapi/rest/accounts/7/betslips', 'u-1')).toEqual({
      name: 'client.place-bet-500',
      value: '/xapi/rest/accounts/7/betslips',
      tags: { uuid: 'u-1' },
    })
  })
})
