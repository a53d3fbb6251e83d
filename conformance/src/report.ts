// The report an operator reads: pass or fail per SPEC.md section with each failure's request
// and answer, in the terminal, and the same results as JUnit XML for a CI server.

import type { Exchange } from './http.ts'
import { type Result, type Section, sections } from './kit.ts'

/** Long answers are cut: the start of a body says what went wrong. */
const cut = (text: string, most = 1500) =>
  text.length > most ? `${text.slice(0, most)}… (${text.length} characters)` : text

/** Tokens are named, not printed: a report is pasted into tickets. */
const shownHeaders = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) =>
      name === 'authorization' || name === 'game-token' || name === 'cookie'
        ? `${name}: …${value.slice(-6)}`
        : `${name}: ${value}`,
    )
    .join('\n    ')

export function describeExchange(exchange: Exchange): string {
  const { request } = exchange
  return [
    `  → ${request.method} ${request.url}`,
    `    ${shownHeaders(request.headers)}`,
    ...(request.body === undefined ? [] : [`    ${cut(request.body, 600)}`]),
    `  ← ${exchange.status}`,
    `    ${cut(exchange.text)}`,
  ].join('\n')
}

export function sectionTotals(results: readonly Result[]) {
  return (Object.keys(sections) as Section[]).map((section) => {
    const own = results.filter((result) => result.section === section)
    return {
      section,
      title: sections[section],
      passed: own.filter((result) => result.status === 'passed').length,
      failed: own.filter((result) => result.status === 'failed').length,
      skipped: own.filter((result) => result.status === 'skipped').length,
    }
  })
}

export function terminalReport(results: readonly Result[]): string {
  const lines: string[] = []
  for (const total of sectionTotals(results)) {
    if (total.passed + total.failed + total.skipped === 0) continue
    const verdict = total.failed > 0 ? 'FAIL' : 'PASS'
    lines.push(
      `${verdict}  SPEC.md section ${total.section}, ${total.title}: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
    )
    for (const result of results)
      if (result.section === total.section && result.status === 'failed') {
        lines.push(`  ✗ [${result.group}] ${result.name}`, `    ${result.message ?? ''}`)
        for (const exchange of result.exchanges) lines.push(describeExchange(exchange))
      }
  }
  const failed = results.filter((result) => result.status === 'failed').length
  lines.push(
    '',
    failed === 0
      ? `The backend meets the contract: ${results.length} checks, none failed.`
      : `${failed} of ${results.length} checks failed.`,
  )
  return lines.join('\n')
}

const xml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    // XML 1.0 cannot carry most control characters, even escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd')

/** One test suite per SPEC.md section, one test case per check. */
export function junitReport(results: readonly Result[]): string {
  const suites = sectionTotals(results)
    .filter((total) => total.passed + total.failed + total.skipped > 0)
    .map((total) => {
      const own = results.filter((result) => result.section === total.section)
      const seconds = own.reduce((sum, result) => sum + result.ms, 0) / 1000
      const cases = own.map((result) => {
        const open = `    <testcase classname="section-${total.section}.${xml(result.group)}" name="${xml(result.name)}" time="${result.ms / 1000}"`
        if (result.status === 'passed') return `${open}/>`
        if (result.status === 'skipped')
          return `${open}>\n      <skipped message="${xml(result.message ?? '')}"/>\n    </testcase>`
        const detail = result.exchanges.map(describeExchange).join('\n')
        return `${open}>\n      <failure message="${xml(result.message ?? '')}">${xml(detail)}</failure>\n    </testcase>`
      })
      return [
        `  <testsuite name="SPEC.md section ${total.section}: ${xml(total.title)}" tests="${own.length}" failures="${total.failed}" skipped="${total.skipped}" time="${seconds}">`,
        ...cases,
        '  </testsuite>',
      ].join('\n')
    })
  const failures = results.filter((result) => result.status === 'failed').length
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="sportsbook-conformance" tests="${results.length}" failures="${failures}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n')
}
