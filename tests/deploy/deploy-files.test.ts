// The deployment files agree with the server and with each other: the Grafana dashboard plots
// only metrics the server defines (server/metrics/metrics.ts) and the figures an operator
// watches; Prometheus scrapes every app process of compose.yaml on its metrics port; HAProxy is
// pointed at every app process on its app port. (compose.yaml against the compose schema and
// haproxy.cfg by haproxy itself: scripts/test.mjs.)

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createMetrics } from '../../server/metrics/metrics.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

interface Dashboard {
  panels: Array<{ title: string; targets?: Array<{ expr: string }> }>
}
const dashboard = JSON.parse(read('deploy/grafana/dashboards/sportsbook.json')) as Dashboard
const expressions = dashboard.panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
)

/**
 * The series a PromQL expression reads: its label matchers, grouping clauses, ranges and strings
 * taken out, what is left that is not a function call, an operator word or a number.
 */
function seriesOf(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without)\s*\([^)]*\)/g, '')
  return [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\()?/g)]
    .filter((match) => match[2] === undefined && !['and', 'or', 'unless'].includes(match[1] ?? ''))
    .map((match) => match[1] as string)
}

/** Every series name the server's registry exposes, histograms with their three series. */
async function definedSeries(): Promise<Set<string>> {
  const names = new Set<string>()
  for (const metric of await createMetrics().registry.getMetricsAsJSON()) {
    names.add(metric.name)
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`)
  }
  return names
}

interface Compose {
  services: Record<string, { environment?: Record<string, string>; build?: unknown }>
}
const compose = parse(read('compose.yaml')) as Compose
const apps = Object.entries(compose.services).filter(([, service]) => service.build !== undefined)
/** The image's own settings (Dockerfile ENV), which compose's environment adds to. */
const imageEnvironment = Object.fromEntries(
  [...read('Dockerfile').matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$/gm)].map((match) => [
    match[1],
    match[2],
  ]),
)
const settingOf = (service: Compose['services'][string], name: string) =>
  service.environment?.[name] ?? imageEnvironment[name]

describe('the Grafana dashboard', () => {
  it('reads its series from the expressions', () => {
    expect(
      seriesOf(
        'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{route!="x"}[5m])))',
      ),
    ).toEqual(['http_request_duration_seconds_bucket'])
  })

  it('plots only metrics the server defines', async () => {
    const defined = await definedSeries()
    const unknown = expressions.flatMap(({ panel, expr }) =>
      seriesOf(expr)
        .filter((name) => !defined.has(name))
        .map((name) => `${panel}: ${name}`),
    )
    expect(unknown).toEqual([])
  })

  it('shows placements and refusals by code, settlement and stream lag, clients and p99 latencies', () => {
    const plotted = (pattern: RegExp) => expressions.some(({ expr }) => pattern.test(expr))
    expect(plotted(/sum by \(code\) \(rate\(placements_total\{result!="placed"\}/)).toBe(true)
    expect(plotted(/sum by \(result\) \(rate\(placements_total\[/)).toBe(true)
    expect(plotted(/histogram_quantile\(0\.99, .*settlement_lag_seconds_bucket/)).toBe(true)
    expect(plotted(/live_stream_lag_seconds/)).toBe(true)
    expect(plotted(/live_clients\b/)).toBe(true)
    expect(plotted(/histogram_quantile\(0\.99, .*http_request_duration_seconds_bucket/)).toBe(true)
  })
})

describe('compose.yaml', () => {
  it('runs three app processes of the image', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2', 'app-3'])
  })

  it('has Prometheus scrape every app process on its metrics port', () => {
    const prometheus = parse(read('deploy/prometheus.yml')) as {
      scrape_configs: Array<{ static_configs: Array<{ targets: string[] }> }>
    }
    const targets = prometheus.scrape_configs.flatMap((job) =>
      job.static_configs.flatMap((config) => config.targets),
    )
    expect(targets.sort()).toEqual(
      apps.map(([name, service]) => `${name}:${settingOf(service, 'METRICS_PORT')}`).sort(),
    )
  })

  it('points HAProxy at every app process on its app port, as haproxy.cfg names them', () => {
    const addresses = compose.services.haproxy?.environment ?? {}
    const named = [...read('deploy/haproxy.cfg').matchAll(/^\s*server \S+ "\$\{(\w+)\}"/gm)].map(
      (match) => addresses[match[1] as string],
    )
    expect(named.sort()).toEqual(
      apps.map(([name, service]) => `${name}:${settingOf(service, 'PORT')}`).sort(),
    )
  })
})
