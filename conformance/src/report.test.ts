import { describe, expect, it } from 'vitest'
import type { Result } from './kit.ts'
import { junitReport, sectionTotals, terminalReport } from './report.ts'

const exchange = {
  request: {
    method: 'POST',
    url: 'http://backend/xapi/rest/accounts/a-1/betslips?uuid=u',
    headers: { authorization: 'Bearer secret-token-123456' },
    body: '{"singles":[]}',
  },
  status: 500,
  headers: {},
  text: '{"code":"internal","message":"<boom> & \u0001"}',
  cookies: {},
}

const results: Result[] = [
  {
    section: '6',
    group: 'tokens',
    name: 'logout ends the token',
    status: 'passed',
    exchanges: [],
    ms: 12,
  },
  {
    section: '8',
    group: 'hostile',
    name: 'POST /betslips with hostile input',
    status: 'failed',
    message: 'the body {: answered 500',
    exchanges: [exchange],
    ms: 40,
  },
  {
    section: '8',
    group: 'refusals',
    name: 'suspended',
    status: 'skipped',
    message: 'needs --hooks',
    exchanges: [],
    ms: 0,
  },
]

describe('the report', () => {
  it('totals each SPEC.md section', () => {
    expect(
      sectionTotals(results).map(({ section, passed, failed, skipped }) => [
        section,
        passed,
        failed,
        skipped,
      ]),
    ).toEqual([
      ['6', 1, 0, 0],
      ['7', 0, 0, 0],
      ['8', 0, 1, 1],
    ])
  })

  it("prints pass or fail per section with each failure's request and answer, tokens cut", () => {
    const text = terminalReport(results)
    expect(text).toContain('PASS  SPEC.md section 6, Roles and permissions: 1 passed')
    expect(text).toContain(
      'FAIL  SPEC.md section 8, Error catalogue: 0 passed, 1 failed, 1 skipped',
    )
    expect(text).toContain('→ POST http://backend/xapi/rest/accounts/a-1/betslips?uuid=u')
    expect(text).toContain('← 500')
    expect(text).toContain('authorization: …123456')
    expect(text).not.toContain('secret-token')
    expect(text).not.toContain('section 7')
    expect(text).toContain('1 of 3 checks failed.')
  })

  it('writes JUnit XML: a suite per section, failures escaped, control characters replaced', () => {
    const xml = junitReport(results)
    expect(xml).toContain('<testsuites name="sportsbook-conformance" tests="3" failures="1">')
    expect(xml).toContain(
      '<testsuite name="SPEC.md section 8: Error catalogue" tests="2" failures="1" skipped="1"',
    )
    expect(xml).toContain('<failure message="the body {: answered 500">')
    expect(xml).toContain('&lt;boom&gt; &amp; \ufffd')
    expect(xml).toContain('<skipped message="needs --hooks"/>')
    expect(xml).not.toContain('\u0001')
  })
})
