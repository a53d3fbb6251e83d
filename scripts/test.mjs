// npm test: installs what is missing and builds the client and the server, then runs its steps in
// lines at once (scripts/test-line.mjs), each line one step after another: the end-to-end tests
// in Debian's chromium; beside them, at a lower priority, the type-check, lint, the unit and
// integration tests on PGlite and the deployment files' check; the integration files that reach
// PostgreSQL again on a private one, then the cluster test (PostgreSQL, three compiled servers,
// Debian's HAProxy); and the conformance kit against the compiled server with its proof that it
// catches seeded faults. The first step to fail stops the others; the run exits with its status.

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
} from './prepare.mjs'
import { counts, reports, timed, timings } from './test-steps.mjs'

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

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
await timed('HAProxy (Debian package when missing)', ensureHaproxy)
await timed('Client build (when missing or stale)', ensureClientBuild)
await timed('Server build (when missing or stale)', ensureServerBuild)

/**
 * The lines of steps, each a process of its own (scripts/test-line.mjs), so that each step's CPU
 * is its own. Two Playwright workers keep under one core of two busy (490 s of CPU in a 674 s
 * pass), the rest of their time waiting on pages, the feed and the servers' delays, and so do the
 * PostgreSQL pass and the conformance kit on their own: one after another after the PGlite pass,
 * the steps took 300 s before the end-to-end tests and 747 s beside them. At nice 10 the other
 * lines fill the idle core and yield it to the end-to-end tests whenever both want it. Their
 * output goes to a file each, printed once the end-to-end tests' is (at once when one fails).
 */
const lines = [
  { name: 'end-to-end', steps: ['e2e'] },
  { name: 'checks', steps: ['typecheck', 'lint', 'pglite', 'deploy'], beside: true },
  { name: 'postgres', steps: ['postgres', 'cluster'], beside: true },
  { name: 'conformance', steps: ['conformance'], beside: true },
]

/** Starts a line; answers its result once it is done and its output is printed. */
function startLine({ name, steps, beside }) {
  const log = join(reports, `${name}.log`)
  const result = join(reports, `${name}.json`)
  const args = [join(root, 'scripts/test-line.mjs'), result, ...steps]
  const output = beside ? openSync(log, 'w') : 'inherit'
  const child = spawn(
    beside ? 'nice' : process.execPath,
    beside ? ['-n', '10', process.execPath, ...args] : args,
    { cwd: root, stdio: ['ignore', output, output] },
  )
  const done = new Promise((resolve) => {
    child.on('exit', (code) => {
      resolve(
        existsSync(result)
          ? JSON.parse(readFileSync(result, 'utf8'))
          : {
              timings: [],
              counts: { passed: 0, failed: 0 },
              failed: { title: `The steps of ${name}`, status: code ?? 1 },
            },
      )
    })
  })
  return { child, done, log: beside ? log : undefined }
}

// Ctrl-C reaches the lines too: each stops its step and reports; this process waits for them.
process.on('SIGINT', () => {})

const running = lines.map((line) => ({ ...line, ...startLine(line) }))
const endToEnd = running[0]
const results = await Promise.all(
  running.map(async (line) => {
    const result = await line.done
    // A line that failed stops the others, and its output is shown at once.
    if (result.failed && !result.stopped)
      for (const other of running) if (other !== line) other.child.kill('SIGTERM')
    if (line.log) {
      if (!result.failed) await endToEnd.done
      console.log(`\n${readFileSync(line.log, 'utf8')}`)
    }
    return result
  }),
)
for (const [index, result] of results.entries()) {
  for (const timing of result.timings)
    timings.push(
      lines[index]?.beside
        ? { ...timing, title: `${timing.title} (beside the end-to-end tests)` }
        : timing,
    )
  counts.passed += result.counts.passed
  counts.failed += result.counts.failed
}
const failed = results.filter((result) => result.failed && !result.stopped)
if (failed.length > 0)
  finish(
    `${failed.map((result) => result.failed.title).join(' and ')} failed`,
    failed[0].failed.status,
  )
if (results.some((result) => result.stopped)) finish('Stopped', 130)

finish('All checks passed.', counts.failed === 0 ? 0 : 1)
