// npm test: installs what is missing, then type-checks, lints, runs the unit and integration
// tests on PGlite, the integration files that reach PostgreSQL again on a private one, runs the
// conformance kit against the compiled server and proves it catches seeded faults, checks the
// deployment files and runs the cluster test (PostgreSQL, three compiled servers, Debian's
// HAProxy), and the end-to-end tests in Debian's chromium. Stops at the first failing step with
// its exit code.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { startPostgres } from './postgres.mjs'
import {
  ensureChromium,
  ensureClientBuild,
  ensureDependencies,
  ensureHaproxy,
  ensureServerBuild,
  root,
  run,
} from './prepare.mjs'

const reports = join(root, '.tmp/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const counts = { passed: 0, failed: 0 }

/** Each step's title, wall time and CPU time, printed at the end: where a run's minutes went. */
const timings = []

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
async function timed(title, work) {
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

async function step(title, command, args, options) {
  console.log(`\n▶ ${title}`)
  const status = await timed(title, () => run(command, args, options))
  if (status !== 0) finish(`${title} failed`, status)
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

function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += stats.expected + stats.flaky
  counts.failed += stats.unexpected
}

function finish(message, status) {
  console.log('\nStep times (wall, and CPU of its processes on both cores):')
  for (const { title, seconds, cpu } of timings)
    console.log(
      `${seconds.toFixed(1).padStart(7)} s ${cpu === undefined ? '' : `${cpu.toFixed(0).padStart(5)} s CPU`}  ${title}`,
    )
  console.log(`\n${message}`)
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`)
  process.exit(status)
}

await timed('Dependencies (npm install when missing or stale)', ensureDependencies)
await timed('Chromium (Debian package when missing)', ensureChromium)
await step('Type-check (each folder against its own library)', 'npm', [
  'run',
  '--silent',
  'typecheck',
])
await step('Lint and format (biome)', 'npx', ['biome', 'ci', '.'])

/** A vitest run with its JSON report, whose tests are counted; answers its exit status. */
function vitest(report, args, options) {
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

const vitestStatus = await timed('Unit and integration tests on PGlite', () =>
  vitest('vitest.json', []),
)
if (vitestStatus !== 0) finish('Unit and integration tests failed', vitestStatus)

// The integration files that read the environment, where DATABASE_URL reaches them and the
// servers they start. A file that never reads it starts its servers on in-memory PGlite in this
// pass too: it would run the same tests on the same database a second time.
const onPostgres = readdirSync(join(root, 'tests/integration'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/integration/${name}`)
  .filter((file) => readFileSync(join(root, file), 'utf8').includes('process.env'))

console.log('\n▶ Integration tests on PostgreSQL')
const pgStatus = await timed('Integration tests on PostgreSQL', async () => {
  const postgres = await startPostgres()
  try {
    return vitest('vitest-postgres.json', onPostgres, {
      env: { ...process.env, DATABASE_URL: postgres.url },
    })
  } finally {
    postgres.stop()
  }
})
if (pgStatus !== 0) finish('Integration tests on PostgreSQL failed', pgStatus)

await timed('Server build (when missing or stale)', ensureServerBuild)
// The compiled server: the kit checks it from outside, then each seeded fault is planted in turn.
await step(
  'Conformance kit against the reference server, and its mutation check (conformance/)',
  'npx',
  ['tsx', 'tests/conformance/run.ts'],
)
await timed('HAProxy (Debian package when missing)', ensureHaproxy)
await step('Deployment files (compose schema, HAProxy config)', process.execPath, [
  'scripts/check-deploy.mjs',
])
console.log('\n▶ Cluster test (PostgreSQL, three servers, HAProxy; tests/cluster)')
const clusterStatus = await timed('Cluster test', () =>
  vitest('vitest-cluster.json', ['--config', 'tests/cluster/vitest.config.ts']),
)
if (clusterStatus !== 0) finish('Cluster test failed', clusterStatus)

await timed('Client build (when missing or stale)', ensureClientBuild)
const playwrightReport = join(reports, 'playwright.json')
console.log('\n▶ End-to-end tests (Playwright, Debian chromium)')
const e2eStatus = await timed('End-to-end tests', () =>
  run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  }),
)
countPlaywright(playwrightReport)
if (e2eStatus !== 0) finish('End-to-end tests failed', e2eStatus)

finish('All checks passed.', counts.failed === 0 ? 0 : 1)
