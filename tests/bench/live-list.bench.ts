// The design's central promise, measured: with 200 live events and 2,000 price changes a second,
// the main thread of a cheap phone (390 x 844, CPU throttled 4x) stays quiet because the engine
// runs in a Worker, and a low-end Android phone's (6x, as Lighthouse's calibration puts it) too.
// The same page runs with the engine in the Worker at 4x and 6x and on the main thread
// (engine=main) at 4x, so the figures show where the engine's work lands. A trader's moves on
// prices in view time the price's way to the eye (POST /dev/outcomes/{id}/price to the button).
// The first 10 s are measured twice: under Playwright, and in a page with no DevTools session, as
// a phone runs it (page-without-devtools.ts says why they differ); the target is judged on the
// second. A fixed throttle emulates a slower phone on a slower machine, so each run says which
// phone it was (Lighthouse's BenchmarkIndex), and one more run is the low-tier phone of DevTools'
// calibration on this machine, whatever its speed. Prints; never fails on a missed target, only
// (exit 1) when it could not measure at all.

import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from '@playwright/test'
import { formatOdds } from '../../domain/odds/display.ts'
import { oddsFormats } from '../../domain/odds/formats.ts'
import { ensureChromium, ensureClientBuild, root } from '../../scripts/prepare.mjs'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import { stopProcess } from '../support/server-process.ts'
import { copyClient, entryFile, startServer } from './bench-server.ts'
import { benchmarkIndex, calibratedThrottle, codecRate, phoneScores } from './machine-speed.ts'
import { median } from './median.ts'
import { openPageWithoutDevTools } from './page-without-devtools.ts'

const load = {
  FEED_LIVE_EVENTS: '200',
  FEED_CHANGES_PER_SECOND: '2000',
  FEED_SEED: '1',
  // The trader's moves (POST /dev/outcomes/{id}/price).
  DEV_ENDPOINTS: '1',
}
/** The runs: the Worker on the cheap phone and the low-end one, the engine on the main thread. */
const runs = [
  { mode: 'worker', throttle: 4 },
  { mode: 'worker', throttle: 6 },
  { mode: 'main', throttle: 4 },
] as const
type Run = (typeof runs)[number]
const viewport = { width: 390, height: 844 }
const warmUpMs = 5_000
/** Before the steady window: the list alone, nobody clicking, to tell its cost from the clicks'. */
const quietMs = 10_000
const measureMs = 30_000
const fromNavigationMs = 10_000
/**
 * The first 10 s without DevTools, from this many navigations: one navigation's long tasks
 * depend on what else the machine's cores are doing at that moment (docs/engine.md).
 */
const navigationsWithoutDevTools = 4
const clicks = 5
/** A trader's moves on prices in view, after the steady window, one about every second. */
const moves = 20
/** Two prices no feed move is likely to land on, each shown alike in every odds format. */
const movedTo = [26, 34]
/** Past this the bench gives up: a hung page must not hold `npm run bench` for ever. */
const giveUpMs = 16 * 60_000

interface Figures {
  /** From navigation, the snapshot and first render included. */
  startBusy: number
  startLongTasks: number
  startLongestMs: number
  /**
   * The same 10 s in a page with no DevTools session, as a phone runs it, once a navigation
   * (navigationsWithoutDevTools): the busy share and the long tasks' durations of each.
   */
  withoutDevTools: { startBusy: number; longTasks: number[]; longTasksAtMs: number[] }[]
  /** Lighthouse's BenchmarkIndex at the run's throttle: the phone the run was (phoneScores). */
  phoneIndex: number
  /** Steady state, after the warm-up: the page's own work, the bench's scripts left out. */
  busy: number
  /** What the bench's own scripts in the page cost, in the same window. */
  harnessBusy: number
  longTasks: number
  longestMs: number
  /** The quiet window: the same list with no click. */
  quietBusy: number
  quietLongTasks: number
  /** Click to the selection's row in the slip, and to the bottom bar's count, per click. */
  clickToRowMs: number[]
  clickToCountMs: number[]
  /** From the trader's move sent to its price on the button, per move; NaN: never shown. */
  priceToEyeMs: number[]
}

/** What measure() reads in the run's page; the run's other pages add the rest of Figures. */
type InPage = Omit<Figures, 'withoutDevTools' | 'phoneIndex'>

/**
 * What the clicks added, in main-thread ms a click and its undo, from the two windows of a noisy
 * machine: an estimate that compares across throttles (it can come out below zero), not a
 * measurement of one click.
 */
const clickAndUndoMs = (run: InPage) => ((run.busy - run.quietBusy) * measureMs) / clicks

// In-page scripts are text: tsx compiles functions with helpers the page does not have.

/** Collects long tasks from the page's start; the bench reads and resets the list. */
const observeLongTasks = `
  globalThis.longTasks = []
  globalThis.longTasksAt = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.longTasks.push(entry.duration)
      globalThis.longTasksAt.push(entry.startTime)
    }
  }).observe({ type: 'longtask', buffered: true })
`

/**
 * Picks the nth open price that a finger could hit (in view, not under the sheet or the bars),
 * and arms a timer from the click's capture phase to the DOM holding its selection: the slip's
 * row, and the bottom bar's count. Bounded, so a selection that never shows reads as missing.
 */
const armClick = (n: number) => `(() => {
  const hittable = [...document.querySelectorAll('[data-testid^="price-"]')].filter((button) => {
    if (button.disabled || button.getAttribute('aria-pressed') === 'true') return false
    const box = button.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    return y > 0 && y < innerHeight && button.contains(document.elementFromPoint(x, y))
  })
  const button = hittable[${n} * 7 % Math.max(1, hittable.length)]
  if (!button) return null
  const outcomeId = button.dataset.testid.slice('price-'.length)
  const count = () => document.querySelector('[data-testid="betslip-count"]')?.textContent
  const before = count()
  globalThis.clickTiming = new Promise((resolve) => {
    const times = {}
    let clicked
    let finished = false
    const done = () => {
      finished = true
      observer.disconnect()
      clearTimeout(timeout)
      resolve(times)
    }
    const check = () => {
      const since = performance.now() - clicked
      if (times.count === undefined && count() !== before) times.count = since
      if (times.row === undefined && document.querySelector('[data-testid="slip-' + outcomeId + '"]'))
        times.row = since
      if (times.count !== undefined && times.row !== undefined) done()
    }
    const observer = new MutationObserver(check)
    const timeout = setTimeout(done, 5000)
    addEventListener('click', () => {
      if (finished) return
      clicked = performance.now()
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    }, { capture: true, once: true })
  })
  const box = button.getBoundingClientRect()
  return { outcomeId, x: box.left + box.width / 2, y: box.top + box.height / 2 }
})()`

/**
 * Moves the nth open price in view, as a trader would, from the page (its clock times both ends):
 * from the request sent to the button showing the new price in any odds format, bounded.
 */
const movePrice = (n: number) => `(() => {
  const inView = [...document.querySelectorAll('[data-testid^="price-"]')].filter((button) => {
    if (button.disabled) return false
    const box = button.getBoundingClientRect()
    return box.top > 0 && box.bottom < innerHeight
  })
  const button = inView[${n} * 7 % Math.max(1, inView.length)]
  if (!button) return false
  const shown = () => button.querySelector('[data-testid="odds"]')?.textContent
  const prices = ${JSON.stringify(movedTo.map((decimal) => ({ decimal, texts: oddsFormats.map((format) => formatOdds(decimal, format)) })))}
  const price = prices.find((candidate) => !candidate.texts.includes(shown())) ?? prices[0]
  globalThis.moveTiming = new Promise((resolve) => {
    const sent = performance.now()
    const finish = (value) => {
      observer.disconnect()
      clearTimeout(timeout)
      resolve(value)
    }
    const observer = new MutationObserver(() => {
      if (price.texts.includes(shown())) finish(performance.now() - sent)
    })
    const timeout = setTimeout(() => finish(null), 5000)
    observer.observe(button, { subtree: true, childList: true, characterData: true })
    fetch('/dev/outcomes/' + button.dataset.testid.slice('price-'.length) + '/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decimal: price.decimal }),
    })
  })
  return true
})()`

async function priceToEye(page: Page, n: number): Promise<number> {
  if (!(await page.evaluate(movePrice(n)))) return Number.NaN
  return ((await page.evaluate('globalThis.moveTiming')) as number | null) ?? Number.NaN
}

/** Takes the selection off again and closes the sheet, so every click meets the same page. */
const undoClick = (outcomeId: string) => `(() => {
  document.querySelector('[data-testid="price-${outcomeId}"][aria-pressed="true"]')?.click()
  document.querySelector('[data-testid="betslip-count"]')?.closest('[aria-expanded="true"]')?.click()
})()`

async function clickToSlip(page: Page, n: number): Promise<{ row?: number; count?: number }> {
  const target = (await page.evaluate(armClick(n))) as {
    outcomeId: string
    x: number
    y: number
  } | null
  if (!target) return {}
  await page.mouse.click(target.x, target.y)
  const times = (await page.evaluate('globalThis.clickTiming')) as { row?: number; count?: number }
  await page.evaluate(undoClick(target.outcomeId))
  return times
}

/** What CDP's Performance.getMetrics answers. */
interface PerformanceMetrics {
  metrics: { name: string; value: number }[]
}

const metric = ({ metrics }: PerformanceMetrics, name: string) =>
  metrics.find((entry) => entry.name === name)?.value ?? 0

/**
 * The page's main-thread seconds so far, less those it spent running this bench's own commands and
 * scripts (the click set-up reads every price's box and hit-tests it): that work is the harness's,
 * which no bettor's phone does. It is printed on its own line.
 */
const pageSeconds = (metrics: PerformanceMetrics) =>
  metric(metrics, 'TaskDuration') - metric(metrics, 'DevToolsCommandDuration')

async function measure(
  page: Page,
  url: string,
  throttle: number,
  /** What the page shows once it is up: the live list, or the multi-view. */
  shown = 'live-events',
): Promise<InPage> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const taskSeconds = async () => pageSeconds(await cdp.send('Performance.getMetrics'))
  const harnessSeconds = async () =>
    metric(await cdp.send('Performance.getMetrics'), 'DevToolsCommandDuration')
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
  await page.getByTestId(shown).waitFor({ timeout: 30_000 })

  await page.waitForTimeout(warmUpMs)
  await longTasks()
  const quietTask = await taskSeconds()
  const quietStart = Date.now()
  await page.waitForTimeout(quietMs)
  const quietBusy = ((await taskSeconds()) - quietTask) / ((Date.now() - quietStart) / 1000)
  const quiet = await longTasks()

  // Run A: steady state, the clicks spread over the window.
  const steadyTask = await taskSeconds()
  const steadyHarness = await harnessSeconds()
  const steadyStart = Date.now()
  const clickToRowMs: number[] = []
  const clickToCountMs: number[] = []
  for (let n = 0; n < clicks; n++) {
    await page.waitForTimeout(measureMs / clicks / 2)
    const times = await clickToSlip(page, n)
    clickToRowMs.push(times.row ?? Number.NaN)
    clickToCountMs.push(times.count ?? Number.NaN)
    await page.waitForTimeout(measureMs / clicks / 2)
  }
  const remaining = measureMs - (Date.now() - steadyStart)
  if (remaining > 0) await page.waitForTimeout(remaining)
  const steadySeconds = (Date.now() - steadyStart) / 1000
  const busy = ((await taskSeconds()) - steadyTask) / steadySeconds
  const harnessBusy = ((await harnessSeconds()) - steadyHarness) / steadySeconds
  const steady = await longTasks()

  // The trader's moves, after the window: their requests are the bench's, not the page's work.
  const priceToEyeMs: number[] = []
  for (let n = 0; n < moves; n++) {
    // Spread over the engine's flushes: a fixed step would meet each at the same point.
    await page.waitForTimeout(500 + ((n * 137) % 500))
    priceToEyeMs.push(await priceToEye(page, n))
  }
  return {
    startBusy: startBusy / startWall,
    startLongTasks: start.length,
    startLongestMs: Math.max(0, ...start),
    busy,
    harnessBusy,
    longTasks: steady.length,
    longestMs: Math.max(0, ...steady),
    quietBusy,
    quietLongTasks: quiet.length,
    clickToRowMs,
    clickToCountMs,
    priceToEyeMs,
  }
}

/**
 * Run B again as a phone runs it, in a page no DevTools session is attached to
 * (page-without-devtools.ts): the same 10 s from navigation, busy share and long tasks.
 */
async function measureStartWithoutDevTools(browser: Browser, url: string, throttle: number) {
  const page = await openPageWithoutDevTools(browser, viewport)
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.send('Performance.enable', { timeDomain: 'threadTicks' })
    await page.send('Page.enable')
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: observeLongTasks })
    const taskSeconds = async () =>
      pageSeconds(await page.send<PerformanceMetrics>('Performance.getMetrics'))
    const startTask = await taskSeconds()
    const started = Date.now()
    await page.send('Page.navigate', { url })
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, fromNavigationMs - (Date.now() - started))),
    )
    const busy = ((await taskSeconds()) - startTask) / ((Date.now() - started) / 1000)
    const { result } = await page.send<{ result: { value: [number[], number[], number] } }>(
      'Runtime.evaluate',
      {
        expression: `[globalThis.longTasks, globalThis.longTasksAt, document.querySelectorAll('[data-testid^="price-"]').length]`,
        returnByValue: true,
      },
    )
    const [longTasks, longTasksAtMs, prices] = result.value
    // Ten seconds with no price shown would be a page that failed, not a quiet one.
    if (prices === 0) throw new Error(`${url} showed no price in its first 10 s without DevTools`)
    return { busy, longTasks, longTasksAtMs }
  } finally {
    await page.close()
  }
}

/**
 * The gzip size of the code a page runs before its first screen (the entry and every chunk it
 * imports at start, all preloaded by index.html) and of the worker (the targets' measure), and of
 * both as a browser gets them: the build's brotli forms. The start's modules are in one chunk per
 * part of the start (vite.config.ts, startParts), so the code at start is counted whole: until
 * 2026-11-27 this row counted the entry with React DOM and the app root, and the chunks the start
 * shared with later routes (54.8 KB then) were a row of their own, without a target. English,
 * which every page loads beside the engine as it loads a translation (src/i18n/dictionaries.ts),
 * is a row of its own, the messages rather than code: it was in the code at start until
 * 2026-11-27. The 100 KB counts the two together, as issue 42 does.
 */
function chunkSizes(clientDir: string) {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const gzip = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length
  const brotli = (file: string) =>
    existsSync(join(clientDir, `${file}.br`))
      ? readFileSync(join(clientDir, `${file}.br`)).length
      : Number.NaN
  const entryScript = entryFile(clientDir)
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)]
    .map(([, file]) => file ?? '')
    .filter(Boolean)
  const atStart = entryScript ? [entryScript, ...preloads] : []
  const assets = readdirSync(join(clientDir, 'assets'))
  const worker = assets.find((file) => file.startsWith('engine.worker') && file.endsWith('.js'))
  const english = assets.find((file) => /^en-[\w-]+\.js$/.test(file))
  return {
    atStart: atStart.length ? atStart.reduce((sum, file) => sum + gzip(file), 0) : Number.NaN,
    worker: worker ? gzip(`assets/${worker}`) : Number.NaN,
    english: english ? gzip(`assets/${english}`) : Number.NaN,
    sent: [...atStart, ...(worker ? [`assets/${worker}`] : [])].reduce(
      (sum, file) => sum + brotli(file),
      0,
    ),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => (Number.isNaN(value) ? 'none' : `${value.toFixed(0)} ms`)
const share = (value: number) => value.toFixed(3)
/** NaN (a selection that never showed) counts as the worst. */
const worst = (values: number[]) => (values.some(Number.isNaN) ? Number.NaN : Math.max(...values))
const met = (value: boolean) => (value ? 'yes' : 'NO')

/** The machine's speed before and after the runs, as the codec bench measures it. */
interface MachineSpeed {
  before: number
  after: number
}

/** The 95th percentile, nearest rank; NaN (a price never shown) counts as the worst. */
const p95 = (values: number[]) =>
  values.some(Number.isNaN)
    ? Number.NaN
    : ([...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN)

function print(
  figures: { worker4: Figures; worker6: Figures; main: Figures },
  clientDir: string,
  speed: MachineSpeed,
) {
  const { worker4, worker6, main } = figures
  const sizes = chunkSizes(clientDir)
  const startLongTasks = (run: Figures) =>
    run.withoutDevTools.map((navigation) => navigation.longTasks.length)
  const startBusy = (run: Figures) =>
    median(run.withoutDevTools.map((navigation) => navigation.startBusy))
  const startLongestMs = (run: Figures) =>
    Math.max(0, ...run.withoutDevTools.flatMap((navigation) => navigation.longTasks))
  const quiet = (run: Figures) =>
    run.longTasks + startLongTasks(run).reduce((sum, count) => sum + count, 0) === 0
  const quick = (values: number[]) => worst(values) < 100
  /** A figure of each run, in the columns' order. */
  const each = (figure: (run: Figures) => string): [string, string, string] => [
    figure(worker4),
    figure(worker6),
    figure(main),
  ]
  type Row = [string, string, string, string, string, string, string]
  const rows: [Row, ...Row[]] = [
    [
      'figure',
      'Worker 4x',
      'Worker 6x',
      'engine=main 4x',
      'main/Worker 4x',
      'target',
      'Worker meets',
    ],
    [
      'the phone: BenchmarkIndex at this throttle',
      ...each((run) => run.phoneIndex.toFixed(0)),
      '',
      `low-tier phone ${phoneScores.lowTier}`,
      '',
    ],
    [
      'main-thread busy share, steady 30 s',
      ...each((run) => share(run.busy)),
      (main.busy / worker4.busy).toFixed(1),
      '≤ 0.030 at 4x, ≤ 0.050 at 6x',
      `${met(worker4.busy <= 0.03)} ${met(worker6.busy <= 0.05)}`,
    ],
    [
      `  the list alone, ${quietMs / 1000} s with no click before it`,
      ...each((run) => share(run.quietBusy)),
      (main.quietBusy / worker4.quietBusy).toFixed(1),
      '',
      '',
    ],
    [
      '  a click and its undo: main-thread ms, from the two',
      ...each((run) => ms(clickAndUndoMs(run))),
      '',
      '',
      '',
    ],
    [
      `  long tasks in those ${quietMs / 1000} s`,
      ...each((run) => String(run.quietLongTasks)),
      '',
      '',
      '',
    ],
    [
      "the bench's own page scripts, steady 30 s",
      ...each((run) => share(run.harnessBusy)),
      '',
      '',
      '',
    ],
    [
      'long tasks > 50 ms, steady 30 s',
      ...each((run) => String(run.longTasks)),
      '',
      '0',
      `${met(worker4.longTasks === 0)} ${met(worker6.longTasks === 0)}`,
    ],
    ['longest task, steady', ...each((run) => ms(run.longestMs)), '', '', ''],
    [
      `busy share, first 10 s from navigation, no DevTools (median of ${navigationsWithoutDevTools})`,
      ...each((run) => share(startBusy(run))),
      (startBusy(main) / startBusy(worker4)).toFixed(1),
      '',
      '',
    ],
    [
      'long tasks, first 10 s, no DevTools, each navigation',
      ...each((run) => startLongTasks(run).join(' ')),
      '',
      '0 in each',
      [worker4, worker6]
        .map((run) => met(startLongTasks(run).every((count) => count === 0)))
        .join(' '),
    ],
    ['longest task, first 10 s', ...each((run) => ms(startLongestMs(run))), '', '', ''],
    [
      "  the same 10 s under Playwright's DevTools: busy share",
      ...each((run) => share(run.startBusy)),
      '',
      '',
      '',
    ],
    [
      '    long tasks (longest)',
      ...each((run) => `${run.startLongTasks} (${ms(run.startLongestMs)})`),
      '',
      '',
      '',
    ],
    [
      'click to slip row, median',
      ...each((run) => ms(median(run.clickToRowMs))),
      '',
      '< 100 ms',
      met(median(worker4.clickToRowMs) < 100),
    ],
    [
      'click to slip row, max',
      ...each((run) => ms(worst(run.clickToRowMs))),
      '',
      '< 100 ms',
      met(quick(worker4.clickToRowMs)),
    ],
    [
      'click to bar count, median / max',
      ...each((run) => `${ms(median(run.clickToCountMs))} / ${ms(worst(run.clickToCountMs))}`),
      '',
      '< 100 ms',
      met(quick(worker4.clickToCountMs)),
    ],
    [
      `trader's move to the button, median of ${moves}`,
      ...each((run) => ms(median(run.priceToEyeMs))),
      '',
      '',
      '',
    ],
    [
      "trader's move to the button, p95",
      ...each((run) => ms(p95(run.priceToEyeMs))),
      '',
      '≤ 300 ms at 4x',
      met(p95(worker4.priceToEyeMs) <= 300),
    ],
    [
      'code at start: the entry and its imports at start, gzip',
      kb(sizes.atStart),
      '',
      '',
      '',
      '≤ 100 KB with English',
      met(sizes.atStart + sizes.english <= 100 * 1024),
    ],
    ['  English messages, loaded beside the engine, gzip', kb(sizes.english), '', '', '', '', ''],
    ['worker chunk, gzip', kb(sizes.worker), '', '', '', '≤ 40 KB', met(sizes.worker <= 40 * 1024)],
    ['  both as sent (brotli)', kb(sizes.sent), '', '', '', '', ''],
  ]
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  console.log(
    `live list: 200 live events, 2,000 price changes/s, 390 x 844, CPU throttled 4x and 6x; steady: ${measureMs / 1000} s with ${clicks} clicks, after ${warmUpMs / 1000} s warm-up and ${quietMs / 1000} s with none; then ${moves} trader's moves`,
  )
  for (const row of rows)
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`)
  console.log(
    `  no long task in any run: ${met(quiet(worker4) && quiet(worker6) && quiet(main))}; clicks are real mouse clicks, timed in the page from the capture-phase click to the DOM holding the row (the sheet opens on add) and the count; a move is timed in the page from its request to the button's new price`,
  )
  // When each was: at start (the chunks' evaluation, the first screen) or later.
  const when = (run: Figures) =>
    run.withoutDevTools
      .map(
        (navigation, n) =>
          `${n + 1}: ${navigation.longTasks.map((duration, k) => `${ms(duration)} at ${((navigation.longTasksAtMs[k] ?? 0) / 1000).toFixed(2)} s`).join(', ') || 'none'}`,
      )
      .join('; ')
  console.log(`  long tasks without DevTools, Worker 4x, each navigation: ${when(worker4)}`)
  console.log(`  the same, Worker 6x: ${when(worker6)}`)
  console.log(`  the same, engine=main 4x: ${when(main)}`)
  console.log(`  trader's moves, Worker 4x, each: ${worker4.priceToEyeMs.map(ms).join(', ')}`)
  const millions = (rate: number) => (rate / 1e6).toFixed(2)
  console.log(
    `  this machine: the codec expanded ${millions(speed.before)} million changes/s before the runs and ${millions(speed.after)} after (the codec bench's figure; the slower the machine, the higher every time above)`,
  )
}

/** The multi-view's run (issue 41): this many live events pinned, each tile showing this many markets. */
const pinnedEvents = 8
const marketsATile = 3

interface ListedLiveEvent {
  id: string
  markets: { id: string; outcomes: unknown[] }[]
}

/** The first live events, each with the first markets a tile has room for (two or three prices). */
async function pinsOf(base: string) {
  const answer = await fetch(`${base}/xapi/rest/live/events`)
  const { events } = (await answer.json()) as { events: ListedLiveEvent[] }
  return events.slice(0, pinnedEvents).map((event) => ({
    eventId: event.id,
    marketIds: event.markets
      .filter((market) => market.outcomes.length >= 2 && market.outcomes.length <= 3)
      .slice(0, marketsATile)
      .map((market) => market.id),
  }))
}

/**
 * Puts the pins where the engine keeps them (idb-keyval's store, a version 1 slice), as a bettor's
 * pins are found on their next visit: the page then opens the multi-view with them.
 */
const storePins = (pins: unknown) => `new Promise((resolve, reject) => {
  const open = indexedDB.open('keyval-store')
  open.onupgradeneeded = () => open.result.createObjectStore('keyval')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const write = open.result.transaction('keyval', 'readwrite')
    write.objectStore('keyval').put({ version: 1, value: ${JSON.stringify(pins)} }, 'pins')
    write.oncomplete = () => {
      open.result.close()
      resolve(true)
    }
    write.onerror = () => reject(write.error)
  }
})`

async function measureMultiview(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(observeLongTasks)
    const page = await context.newPage()
    await page.goto(`${base}/live/sport/`)
    await page.getByTestId('live-events').waitFor({ timeout: 30_000 })
    await page.evaluate(storePins(await pinsOf(base)))
    return await measure(page, `${base}/multiview`, 4, 'multiview-pages')
  } finally {
    await context.close()
  }
}

function printMultiview(figures: InPage) {
  console.log(
    `multi-view: ${pinnedEvents} live events pinned, ${marketsATile} markets a tile (a phone shows four, the rest a swipe away), the same load and phone, the engine in the Worker`,
  )
  const rows: [string, string, string][] = [
    ['main-thread busy share, steady 30 s', share(figures.busy), '≤ 0.050'],
    [`  the tiles alone, ${quietMs / 1000} s with no click`, share(figures.quietBusy), ''],
    ['long tasks > 50 ms, steady 30 s', String(figures.longTasks), '0'],
    ['longest task, steady', ms(figures.longestMs), ''],
    ['busy share, first 10 s from navigation (DevTools)', share(figures.startBusy), ''],
    ['  long tasks (longest)', `${figures.startLongTasks} (${ms(figures.startLongestMs)})`, ''],
    [
      'click to slip row, median / max',
      `${ms(median(figures.clickToRowMs))} / ${ms(worst(figures.clickToRowMs))}`,
      '< 100 ms',
    ],
  ]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  for (const row of rows)
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`)
}

/**
 * The list on the low-tier phone of Chrome DevTools' calibration rather than a fixed throttle: 4x
 * and 6x emulate a slower phone on a slow machine than on a fast one (the issue's targets are the
 * fixed ones). Steady state and the clicks only; no target of its own.
 */
async function measureLowTierPhone(browser: Browser, base: string) {
  const calibration = await calibratedThrottle(browser, phoneScores.lowTier)
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(observeLongTasks)
    const figures = await measure(
      await context.newPage(),
      `${base}/live/sport/`,
      calibration.throttle,
    )
    return { ...calibration, figures }
  } finally {
    await context.close()
  }
}

function printLowTierPhone({
  unthrottled,
  throttle,
  index,
  figures,
}: Awaited<ReturnType<typeof measureLowTierPhone>>) {
  console.log(
    `low-tier phone, as DevTools calibrates it: this machine's BenchmarkIndex ${unthrottled.toFixed(0)} unthrottled, ${index.toFixed(0)} at ${throttle.toFixed(1)}x (the phone: ${phoneScores.lowTier}); the same load and clicks, the engine in the Worker`,
  )
  const rows: [string, string][] = [
    ['main-thread busy share, steady 30 s', share(figures.busy)],
    [`  the list alone, ${quietMs / 1000} s with no click`, share(figures.quietBusy)],
    ['  a click and its undo: main-thread ms, from the two', ms(clickAndUndoMs(figures))],
    [
      'long tasks > 50 ms, steady 30 s (longest)',
      `${figures.longTasks} (${ms(figures.longestMs)})`,
    ],
    ['click to slip row, median', ms(median(figures.clickToRowMs))],
  ]
  const width = Math.max(...rows.map(([name]) => name.length))
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`)
}

const scratch = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))
let server: ChildProcess | undefined
let browser: Browser | undefined
const giveUp = setTimeout(() => {
  console.error(`live-list bench: gave up after ${giveUpMs / 60_000} minutes`)
  server?.kill()
  process.exit(1)
}, giveUpMs)
try {
  // BENCH_DIST measures another build against today's server, e.g. a baseline commit's.
  const measured = process.env.BENCH_DIST
  if (!measured) ensureClientBuild()
  ensureChromium()
  const clientDir = copyClient(measured ?? join(root, 'dist'), join(scratch, 'client'))
  const speedBefore = codecRate()
  const started = await startServer(join(scratch, 'data'), clientDir, load)
  server = started.process
  browser = await chromium.launch(chromiumLaunchOptions)
  const measuredRuns = new Map<Run, Figures>()
  for (const run of runs) {
    const url = `${started.base}/live/sport/${run.mode === 'main' ? '?engine=main' : ''}`
    // Just before the run: the machine's speed moves within minutes.
    const phoneIndex = await benchmarkIndex(browser, run.throttle)
    const context = await browser.newContext({ viewport })
    await context.addInitScript(observeLongTasks)
    const measured = await measure(await context.newPage(), url, run.throttle)
    await context.close()
    const withoutDevTools: Figures['withoutDevTools'] = []
    for (let navigation = 0; navigation < navigationsWithoutDevTools; navigation++) {
      const { busy, longTasks, longTasksAtMs } = await measureStartWithoutDevTools(
        browser,
        url,
        run.throttle,
      )
      withoutDevTools.push({ startBusy: busy, longTasks, longTasksAtMs })
    }
    measuredRuns.set(run, { ...measured, withoutDevTools, phoneIndex })
  }
  const lowTier = await measureLowTierPhone(browser, started.base)
  const multiview = await measureMultiview(browser, started.base)
  await stopProcess(server)
  server = undefined
  const speed = { before: speedBefore, after: codecRate() }
  const [worker4, worker6, main] = runs.map((run) => measuredRuns.get(run))
  if (worker4 && worker6 && main) print({ worker4, worker6, main }, clientDir, speed)
  printLowTierPhone(lowTier)
  printMultiview(multiview)
} catch (error) {
  console.error(`live-list bench could not run: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  clearTimeout(giveUp)
  await browser?.close()
  if (server) await stopProcess(server)
  rmSync(scratch, { recursive: true, force: true })
}
