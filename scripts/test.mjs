// npm test: installs what is missing, then type-checks, lints, runs the unit and integration
// tests on PGlite, checks the deployment files, and runs the end-to-end tests in Debian's
// chromium. Beside the end-to-end tests, at a lower priority (scripts/test-beside.mjs): the
// integration files that reach PostgreSQL run again on a private one, the conformance kit runs
// against the compiled server and proves it catches seeded faults, and the cluster test runs
// (PostgreSQL, three compiled servers, Debian's HAProxy). Stops at the first failing step with
// its exit code.

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import {
  ensureChromium,
  ensureClientBuild,
  ensureDependencies,
  ensureHaproxy,
  ensureServerBuild,
  root,
  run,
} from './prepare.mjs'
import { counts, reports, timed, timings, vitest } from './test-steps.mjs'

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

async function step(title, command, args, options) {
  console.log(`\n▶ ${title}`)
  const status = await timed(title, () => run(command, args, options))
  if (status !== 0) finish(`${title} failed`, status)
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
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s in all`)
  console.log(`\n${message}`)
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`)
  process.exit(status)
}

const started = Date.now()
await timed('Dependencies (npm install when missing or stale)', ensureDependencies)
await timed('Chromium (Debian package when missing)', ensureChromium)
await step('Type-check (each folder against its own library)', 'npm', [
  'run',
  '--silent',
  'typecheck',
])
await step('Lint and format (biome)', 'npx', ['biome', 'ci', '.'])

const vitestStatus = await timed('Unit and integration tests on PGlite', () =>
  vitest('vitest.json', []),
)
if (vitestStatus !== 0) finish('Unit and integration tests failed', vitestStatus)

await timed('Server build (when missing or stale)', ensureServerBuild)
await timed('HAProxy (Debian package when missing)', ensureHaproxy)
await step('Deployment files (compose schema, HAProxy config)', process.execPath, [
  'scripts/check-deploy.mjs',
])
await timed('Client build (when missing or stale)', ensureClientBuild)

/**
 * scripts/test-beside.mjs, started now and answering its result once it is done. Two Playwright
 * workers keep under one core of two busy (466 s of CPU in a 570 s pass), the rest of their time
 * waiting on pages, the feed and the servers' delays: the steps beside fill the idle core. At
 * nice 10 they yield the CPU to the end-to-end tests whenever both want it. Their output goes to a
 * file, printed after the end-to-end tests'.
 */
function startBeside() {
  const log = join(reports, 'beside.log')
  const result = join(reports, 'beside.json')
  const output = openSync(log, 'w')
  const child = spawn('nice', ['-n', '10', process.execPath, 'scripts/test-beside.mjs', result], {
    cwd: root,
    stdio: ['ignore', output, output],
  })
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      console.log(`\n${readFileSync(log, 'utf8')}`)
      const beside = existsSync(result)
        ? JSON.parse(readFileSync(result, 'utf8'))
        : {
            timings: [],
            counts: { passed: 0, failed: 0 },
            failed: { title: 'The steps beside the end-to-end tests', status: code ?? 1 },
          }
      resolve(beside)
    })
  })
}

const beside = startBeside()
const playwrightReport = join(reports, 'playwright.json')
console.log('\n▶ End-to-end tests (Playwright, Debian chromium)')
// run() waits synchronously: the steps beside are not reaped meanwhile, so this step's CPU is
// the end-to-end tests' own.
const e2eStatus = await timed('End-to-end tests', () =>
  run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  }),
)
countPlaywright(playwrightReport)
const besideResult = await beside
for (const timing of besideResult.timings)
  timings.push({ ...timing, title: `${timing.title} (beside the end-to-end tests)` })
counts.passed += besideResult.counts.passed
counts.failed += besideResult.counts.failed
const failed = [
  ...(e2eStatus === 0 ? [] : [{ title: 'End-to-end tests', status: e2eStatus }]),
  ...(besideResult.failed ? [besideResult.failed] : []),
]
if (failed.length > 0)
  finish(`${failed.map(({ title }) => title).join(' and ')} failed`, failed[0].status)

finish('All checks passed.', counts.failed === 0 ? 0 : 1)
