// What npm test's two runners share (scripts/test.mjs, and scripts/test-beside.mjs, which runs
// beside the end-to-end tests): steps timed by wall and CPU, and vitest runs whose tests are
// counted.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, run } from './prepare.mjs'

export const reports = join(root, '.tmp/reports')

/** The tests passed and failed in the steps run so far. */
export const counts = { passed: 0, failed: 0 }

/** Each step's title, wall time and CPU time, printed at the end: where a run's minutes went. */
export const timings = []

/** The CPU seconds of the child processes waited for so far (Linux's /proc), else undefined. */
function childrenCpuSeconds() {
  try {
    // After the command's name: fields 16 and 17 (cutime, cstime), in USER_HZ, 100 a second.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

/** Runs `work` as the step named, timing it. */
export async function timed(title, work) {
  const started = Date.now()
  const cpuBefore = childrenCpuSeconds()
  try {
    return await work()
  } finally {
    const cpuAfter = childrenCpuSeconds()
    timings.push({
      title,
      seconds: (Date.now() - started) / 1000,
      cpu: cpuBefore === undefined ? undefined : cpuAfter - cpuBefore,
    })
  }
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests
  // A file that fails to load has no failed test, but it is a failure all the same.
  counts.failed +=
    report.numFailedTests +
    report.testResults.filter(
      (file) => file.assertionResults.length === 0 && file.status === 'failed',
    ).length
}

/** A vitest run with its JSON report, whose tests are counted; answers its exit status. */
export function vitest(report, args, options) {
  const file = join(reports, report)
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    options,
  )
  countVitest(file)
  return status
}
