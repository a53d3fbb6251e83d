// GET /ops/: the operator's page for one without Grafana, behind the operator key (ADMIN_KEY;
// the browser asks for it, the password of its prompt): the figures GET /metrics gives, as live
// plots (uPlot) of the process that answers. Without the key set there is no page (a 404). The
// page and its files are for a browser, not operations of the API: only the figures it reads are
// in the route table.

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { hostname } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { getClientReports, getOpsFigures } from '../../domain/api/ops.ts'
import { pointBetween, refusalsBetween } from '../../domain/ops/figures.ts'
import type { Database } from '../db/database.ts'
import { escapeHtml } from '../http/escape-html.ts'
import { requireOperatorKey } from '../http/operator-key.ts'
import { pageNonce } from '../http/security-headers.ts'
import { serve } from '../http/serve.ts'
import type { Log } from '../log.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { recordOps } from '../metrics/ops-recorder.ts'
import { serveClientReports } from './client-reports.ts'

const resolve = createRequire(import.meta.url).resolve
/** The page's own files: its script beside this module's folder, uPlot from its package. */
const files = {
  'ops.js': {
    path: new URL('../ops/ops-page.js', import.meta.url),
    type: 'text/javascript; charset=utf-8',
  },
  'uplot.js': {
    path: resolve('uplot/dist/uPlot.iife.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'uplot.css': { path: resolve('uplot/dist/uPlot.min.css'), type: 'text/css; charset=utf-8' },
} as const

const processName = `${hostname()}:${process.pid}`

const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Operations · ${escapeHtml(processName)}</title>
<link rel="icon" href="/icon.svg">
<link rel="stylesheet" href="/ops/uplot.css">
<style nonce="${nonce}">
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; background: #fafafa; color: #1b1b1b; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  #state { margin: 0 0 12px; color: #555; }
  #charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 12px; }
  .chart { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 8px; }
  table { border-collapse: collapse; margin-top: 12px; }
  td, th { padding: 2px 12px 2px 0; text-align: left; }
</style>
</head>
<body data-figures="${escapeHtml(getOpsFigures.path)}">
<h1>Operations</h1>
<p id="state">Reading the figures…</p>
<div id="charts"></div>
<h2>Refusals by code, last ten minutes</h2>
<table><tbody id="refusals"><tr><td>none</td></tr></tbody></table>
<h2>Latest client reports</h2>
<table data-reports="${escapeHtml(getClientReports.path)}">
<thead><tr><th>When</th><th>Brand</th><th>Report</th><th>What</th><th>Tags</th></tr></thead>
<tbody id="reports"><tr><td>none</td></tr></tbody>
</table>
<script src="/ops/uplot.js"></script>
<script type="module" src="/ops/ops.js"></script>
</body>
</html>
`

export function opsRoutes(
  app: FastifyInstance,
  options: {
    key: string | undefined
    db: Database
    metrics: Metrics
    log: Log
    everyMs?: number | undefined
  },
): void {
  const { key } = options
  if (key === undefined) return
  const recorder = recordOps(options.metrics.registry, options.log, {
    ...(options.everyMs ? { everyMs: options.everyMs } : {}),
  })
  app.addHook('onClose', async () => recorder.stop())

  app.register(async (ops) => {
    requireOperatorKey(ops, key, { what: 'the operations page', browser: true })

    ops.get('/ops/', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(pageNonce(request))),
    )

    for (const [name, file] of Object.entries(files))
      ops.get(`/ops/${name}`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type(file.type)
          .send(await readFile(file.path)),
      )

    serveClientReports(ops, options.db)

    serve(ops, undefined, getOpsFigures, async (_request, reply) => {
      const samples = recorder.samples()
      const first = samples[0]
      const last = samples.at(-1)
      reply.header('cache-control', 'no-store')
      return {
        process: processName,
        feedLeader: last?.feedLeader ?? false,
        producerUp: last?.producerUp ?? false,
        points: samples
          .slice(1)
          .map((sample, index) => pointBetween(samples[index] as typeof sample, sample)),
        refusals: first && last ? refusalsBetween(first, last) : [],
      }
    })
  })
}
