// The design's central promise, measured: with 200 live events and 2,000 price changes a second,
// the main thread of a cheap phone (390 x 844, CPU throttled 4x) stays quiet because the engine
// runs in a Worker. The same page runs once with the engine in the Worker and once on the main
// thread (engine=main), so the figures show where the engine's work lands. Prints; never fails.

import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { ensureChromium, ensureClientBuild, root } from '../../scripts/prepare.mjs'
import { chromiumLaunchOptions } from '../support/chromium.ts'

const port = Number(process.env.BENCH_PORT ?? 8191)
const base = `http://127.0.0.1:${port}`
const load = { FEED_LIVE_EVENTS: '200', FEED_CHANGES_PER_SECOND: '2000', FEED_SEED: '1' }
const throttle = 4
const warmUpMs = 5_000
const measureMs = 30_000
const fromNavigationMs = 10_000
const clicks = 5

interface Figures {
  /** From navigation, the snapshot and first render included. */
  startBusy: number
  startLongTasks: number
  startLongestMs: number
  /** Steady state, after the warm-up. */
  busy: number
  longTasks: number
  longestMs: number
  clickToSlipMs: number[]
}

// In-page scripts are text: tsx compiles functions with helpers the page does not have.

/** Collects long tasks from the page's start; the bench reads and resets the list. */
const observeLongTasks = `
  globalThis.longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
`

/**
 * Clicks the nth open price on screen and times, in the page, the click to the frame in which
 * its selection is in the betslip; then takes it off again so the slip stays small.
 */
const clickToSlipScript = (n: number) => `(async () => {
  const prices = [...document.querySelectorAll('[data-testid^="price-"]')].filter((b) => !b.disabled)
  const button = prices[${n} % prices.length]
  if (!button) return Number.NaN
  const outcomeId = button.dataset.testid.slice('price-'.length)
  const inSlip = () => document.querySelector('[data-testid="slip-' + outcomeId + '"]') !== null
  const until = (done) => new Promise((resolve) => {
    const check = () => (done() ? resolve() : requestAnimationFrame(check))
    check()
  })
  const clicked = performance.now()
  button.click()
  await until(inSlip)
  const shown = performance.now() - clicked
  button.click()
  await until(() => !inSlip())
  return shown
})()`

async function measure(page: Page, url: string): Promise<Figures> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0
  }
  const longTasks = () =>
    page.evaluate('globalThis.longTasks.splice(0, globalThis.longTasks.length)') as Promise<
      number[]
    >

  // Run B: from navigation, the 200-event snapshot arriving and the first render.
  const startTask = await taskSeconds()
  const started = Date.now()
  await page.goto(url)
  await page.waitForTimeout(Math.max(0, fromNavigationMs - (Date.now() - started)))
  const startBusy = (await taskSeconds()) - startTask
  const startWall = (Date.now() - started) / 1000
  const start = await longTasks()
  await page.getByTestId('live-events').waitFor({ timeout: 30_000 })

  // Run A: steady state.
  await page.waitForTimeout(warmUpMs)
  await longTasks()
  const steadyTask = await taskSeconds()
  const steadyStart = Date.now()
  const clickToSlipMs: number[] = []
  for (let n = 0; n < clicks; n++) {
    await page.waitForTimeout(measureMs / clicks / 2)
    clickToSlipMs.push((await page.evaluate(clickToSlipScript(n))) as number)
    await page.waitForTimeout(measureMs / clicks / 2)
  }
  const remaining = measureMs - (Date.now() - steadyStart)
  if (remaining > 0) await page.waitForTimeout(remaining)
  const busy = ((await taskSeconds()) - steadyTask) / ((Date.now() - steadyStart) / 1000)
  const steady = await longTasks()
  return {
    startBusy: startBusy / startWall,
    startLongTasks: start.length,
    startLongestMs: Math.max(0, ...start),
    busy,
    longTasks: steady.length,
    longestMs: Math.max(0, ...steady),
    clickToSlipMs,
  }
}

/** The gzip size of the entry (the module index.html loads and what it preloads) and the worker. */
function chunkSizes() {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8')
  const gzip = (file: string) => gzipSync(readFileSync(join(root, 'dist', file))).length
  const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file ?? '',
  )
  const worker = readdirSync(join(root, 'dist/assets')).find((file) =>
    file.startsWith('engine.worker'),
  )
  return {
    entry: entryFiles.reduce((sum, file) => sum + gzip(file), 0),
    entryFiles,
    worker: worker ? gzip(`assets/${worker}`) : Number.NaN,
  }
}

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...load, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const live = await fetch(`${base}/xapi/rest/live/events`)
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined)
    if ((live as { events?: unknown[] } | undefined)?.events?.length === 200) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill()
  throw new Error('the server did not come up with 200 live events in 60 s')
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(0)} ms`
const share = (value: number) => value.toFixed(3)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

ensureClientBuild()
ensureChromium()
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))
const server = await startServer(dataDir)
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const figures: Record<'worker' | 'main', Figures> = {} as never
  for (const mode of ['worker', 'main'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript(observeLongTasks)
    const page = await context.newPage()
    figures[mode] = await measure(
      page,
      `${base}/live/sport/${mode === 'main' ? '?engine=main' : ''}`,
    )
    await context.close()
  }
  const sizes = chunkSizes()
  const { worker, main } = figures
  const rows: [
    [string, string, string, string, string],
    ...[string, string, string, string, string][],
  ] = [
    ['figure', 'Worker', 'engine=main', 'main / Worker', 'target (Worker)'],
    [
      'main-thread busy share, steady 30 s',
      share(worker.busy),
      share(main.busy),
      (main.busy / worker.busy).toFixed(1),
      '≤ 0.050',
    ],
    ['long tasks > 50 ms, steady 30 s', String(worker.longTasks), String(main.longTasks), '', '0'],
    ['longest task, steady', ms(worker.longestMs), ms(main.longestMs), '', '< 50 ms'],
    [
      'click to slip, median',
      ms(median(worker.clickToSlipMs)),
      ms(median(main.clickToSlipMs)),
      '',
      '< 100 ms',
    ],
    [
      'click to slip, max',
      ms(Math.max(...worker.clickToSlipMs)),
      ms(Math.max(...main.clickToSlipMs)),
      '',
      '< 100 ms',
    ],
    [
      'busy share, first 10 s from navigation',
      share(worker.startBusy),
      share(main.startBusy),
      (main.startBusy / worker.startBusy).toFixed(1),
      '',
    ],
    [
      'long tasks, first 10 s (snapshot included)',
      String(worker.startLongTasks),
      String(main.startLongTasks),
      '',
      '0',
    ],
    ['longest task, first 10 s', ms(worker.startLongestMs), ms(main.startLongestMs), '', '< 50 ms'],
    ['entry chunk, gzip', kb(sizes.entry), '', '', '≤ 100 KB'],
    ['worker chunk, gzip', kb(sizes.worker), '', '', '≤ 40 KB'],
  ]
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  console.log(
    `live list: 200 live events, 2,000 price changes/s, 390 x 844, CPU ${throttle}x, ${measureMs / 1000} s after ${warmUpMs / 1000} s warm-up`,
  )
  for (const row of rows)
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`)
  console.log(`  entry files: ${sizes.entryFiles.join(', ')}`)
} finally {
  await browser.close()
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
