// This machine's speed at the moment, two ways. The feed codec's: compacted price changes
// expanded a second on one core, the best of three runs. Lighthouse's BenchmarkIndex in its
// Chromium, the yardstick DevTools calibrates its phones by. The cores are shared with other
// machines, and the same code has measured from 2.2 to 4.3 million changes a second within an
// hour; every timed figure moves with it.

import type { Browser } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { compactKeys, expandKeys } from '../../domain/feed/codec.ts'
import { median } from './median.ts'

const count = 500_000
export const codecBatch = Array.from({ length: 1000 }, (_, index) =>
  compactKeys({
    kind: 'outcome',
    eventId: `e${index % 200}`,
    marketId: `e${index % 200}-m${index % 40}`,
    outcomeId: `e${index % 200}-m${index % 40}-o${index % 3}`,
    consolidatedPrice: { currentPrice: { decimal: 1.5 + (index % 100) / 100 } },
  }),
)

function run(): number {
  const started = performance.now()
  for (let i = 0; i < count; i += codecBatch.length) expandKeys(codecBatch)
  return performance.now() - started
}

/** Price changes expanded a second. */
export function codecRate(): number {
  run()
  return (count / Math.min(run(), run(), run())) * 1000
}

/**
 * A score Chrome DevTools calibrates its phone presets to (its CalibrationController): Lighthouse's
 * BenchmarkIndex of a low-tier phone (a Moto G4 Power 2022). Its mid-tier phone, a Pixel 5,
 * scores 1,000.
 */
export const phoneScores = { lowTier: 264 }

/**
 * Lighthouse's BenchmarkIndex in this machine's Chromium under a CPU throttle, in a blank page:
 * the yardstick of phoneScores. A fixed throttle emulates a slower phone on a slow machine than on
 * a fast one (this one read 790-1,570 unthrottled within an hour on 2026-11-29); this says which
 * phone a run was.
 */
export async function benchmarkIndex(browser: Browser, throttle: number): Promise<number> {
  const page = await browser.newPage()
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    // The median of three: one second of a shared machine's cores moves a reading by a tenth.
    const readings: number[] = []
    for (let n = 0; n < 3; n++)
      readings.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)) as number)
    return median(readings)
  } finally {
    await page.context().close()
  }
}

/**
 * The throttle at which this machine scores as a phone does (DevTools' calibration): from the
 * unthrottled score, then corrected once by the score measured there, as throttling is not
 * exactly proportional. Never below 1: a machine slower than the phone runs unthrottled.
 */
export async function calibratedThrottle(browser: Browser, score: number) {
  const unthrottled = await benchmarkIndex(browser, 1)
  const first = Math.max(1, unthrottled / score)
  const corrected = Math.max(1, first * ((await benchmarkIndex(browser, first)) / score))
  return { unthrottled, throttle: corrected, index: await benchmarkIndex(browser, corrected) }
}
