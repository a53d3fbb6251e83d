// The steps of npm test, by name, and what its runners share (scripts/test.mjs, which starts the
// lines of steps, and scripts/test-line.mjs, which runs one line): steps timed by wall and CPU,
// vitest and Playwright runs whose tests are counted, and a way to stop the step under way.

import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import { join, relative } from 'node:path'
import { startPostgres } from './postgres.mjs'
import { root } from './prepare.mjs'

export const reports = join(root, '.tmp/reports')

/** The tests passed and failed in the steps run so far. */
export const counts = { passed: 0, failed: 0 }

/**
 * The tests failed so far, each its file, its title and the first lines of why: printed at the end
 * of the run, where a CI log cut to its tail still shows them.
 */
export const failures = []

/** The first lines of a failure's message, without the terminal's colours. */
function firstLines(message = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*at .*node_modules/.test(line))
    .slice(0, 4)
    .join('\n')
}

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

/**
 * Runs `work` as the step named, timing it. The CPU is that of the processes waited for
 * meanwhile: a step's own when its process runs one step at a time.
 */
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

/** The commands under way, each the leader of a process group of its own. */
const running = new Set()

/**
 * Runs a command, in a process group of its own so that stopSteps() ends it with everything it
 * started; answers its exit status.
 */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      ...options,
    })
    if (child.pid !== undefined) shareNice(child.pid)
    running.add(child)
    child.on('error', reject)
    child.on('exit', (code) => {
      running.delete(child)
      resolve(code ?? 1)
    })
  })
}

/**
 * A process group of its own is a session of its own, and where Linux schedules by autogroup
 * (sched_autogroup_enabled) each session is weighed against the others whatever the nice of its
 * processes. The session's group takes this line's nice: without it the lines beside the
 * end-to-end tests had as much CPU as they did, and a test server took over a minute to start.
 */
function shareNice(pid) {
  const nice = getPriority()
  if (nice <= 0) return
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {
    // No autogroup here: not Linux, or a kernel without it; the processes' own nice holds.
  }
}

/** Ends the commands under way (another line of steps failed): their steps fail. */
export function stopSteps() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests
  counts.failed += report.numFailedTests
  for (const testFile of report.testResults) {
    const where = relative(root, testFile.name)
    // A file that fails to load has no failed test, but it is a failure all the same.
    if (testFile.assertionResults.length === 0 && testFile.status === 'failed') {
      counts.failed += 1
      failures.push({ where, title: 'the file did not run', why: firstLines(testFile.message) })
    }
    for (const test of testFile.assertionResults)
      if (test.status === 'failed')
        failures.push({ where, title: test.fullName, why: firstLines(test.failureMessages[0]) })
  }
}

/** A vitest run with its JSON report, whose tests are counted; answers its exit status. */
async function vitest(report, args, options) {
  const file = join(reports, report)
  const status = await run(
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

function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += stats.expected + stats.flaky
  counts.failed += stats.unexpected
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          failures.push({
            where: spec.file,
            title: `${test.projectName} › ${spec.title}`,
            why: firstLines(test.results.at(-1)?.error?.message),
          })
    for (const inner of suite.suites ?? []) visit(inner)
  }
  for (const suite of suites) visit(suite)
}

// The integration files that read the environment, where DATABASE_URL reaches them and the
// servers they start. A file that never reads it starts its servers on in-memory PGlite in the
// PostgreSQL pass too: it would run the same tests on the same database a second time.
function onPostgres() {
  return readdirSync(join(root, 'tests/integration'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/integration/${name}`)
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('process.env'))
}

/** Each step's title and its work, answering an exit status. */
export const steps = {
  typecheck: {
    title: 'Type-check (each folder against its own library)',
    work: () => run('npm', ['run', '--silent', 'typecheck']),
  },
  lint: { title: 'Lint and format (biome)', work: () => run('npx', ['biome', 'ci', '.']) },
  pglite: {
    title: 'Unit and integration tests on PGlite',
    work: () => vitest('vitest.json', []),
  },
  deploy: {
    title: 'Deployment files (compose schema, HAProxy config)',
    work: () => run(process.execPath, ['scripts/check-deploy.mjs']),
  },
  e2e: {
    title: 'End-to-end tests (Playwright, Debian chromium)',
    work: async () => {
      const report = join(reports, 'playwright.json')
      const status = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      })
      countPlaywright(report)
      return status
    },
  },
  postgres: {
    title: 'Integration tests on PostgreSQL',
    work: async () => {
      const postgres = await startPostgres()
      try {
        return await vitest('vitest-postgres.json', onPostgres(), {
          env: { ...process.env, DATABASE_URL: postgres.url },
        })
      } finally {
        postgres.stop()
      }
    },
  },
  conformance: {
    // The compiled server: the kit checks it from outside, then each seeded fault is planted in
    // turn.
    title: 'Conformance kit against the reference server, and its mutation check (conformance/)',
    work: () => run('npx', ['tsx', 'tests/conformance/run.ts']),
  },
  cluster: {
    title: 'Cluster test (PostgreSQL, three servers, HAProxy; tests/cluster)',
    work: () => vitest('vitest-cluster.json', ['--config', 'tests/cluster/vitest.config.ts']),
  },
}
