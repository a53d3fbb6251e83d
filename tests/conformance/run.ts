// npm test's conformance step (scripts/test-steps.mjs): the kit (conformance/) with its test
// hooks against the compiled reference server on PGlite, which must pass; then the mutation check,
// which proves the kit bites: the same server started with each seeded fault
// (server/seeded-faults.ts), one a server, and the kit's checks of the fault's area must fail on
// every one.
//
// Each server starts from a copy of one seeded database folder, made once, and two run at a time
// (the kit spends most of a run waiting on the server: an in-play delay, a stream).

import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { SeededFault } from '../../server/seeded-faults.ts'
import { freePort, stopProcess, untilAnswering } from '../support/server-process.ts'

const root = resolve(import.meta.dirname, '../..')
const kit = join(root, 'conformance/bin/sportsbook-conformance.mjs')
const compiled = join(root, 'dist-server/server/main.js')
const reports = join(root, '.tmp/reports')

/** The kit's groups (--only) that meet each fault: a fault none of them catches is a miss. */
const faultChecks = {
  'wrong-res-code': ['refusals'],
  'lost-resume': ['live'],
  'no-snapshot-required': ['live'],
  'second-debit': ['placement'],
  'uuid-reuse-accepted': ['placement'],
  'missing-field': ['reads', 'answers'],
  'hostile-500': ['boundaries'],
  'foreign-brand-token': ['tokens'],
  'logout-keeps-token': ['tokens'],
  'cashout-paid-twice': ['cash-out'],
  'settlement-paid-twice': ['settlement'],
  'delay-ignores-suspension': ['in-play'],
} satisfies Record<SeededFault, string[]>

const work = mkdtempSync(join(tmpdir(), 'sportsbook-conformance-'))

/** The compiled server when npm test has built it, else the sources through tsx. */
function startReference(dataDir: string, port: number, fault?: SeededFault): ChildProcess {
  const [command, args] = existsSync(compiled)
    ? [process.execPath, [compiled]]
    : ['npx', ['tsx', 'server/main.ts']]
  return spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_ENDPOINTS: '1',
      LOG_LEVEL: 'warn',
      SPORTSBOOK_FAULT: fault ?? '',
    },
  })
}

/** A reference server on a copy of the seeded folder, until `use` is done with its address. */
async function withServer<T>(
  name: string,
  fault: SeededFault | undefined,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const dataDir = join(work, name)
  if (existsSync(join(work, 'seeded'))) cpSync(join(work, 'seeded'), dataDir, { recursive: true })
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const server = startReference(dataDir, port, fault)
    let stderr = ''
    server.stderr?.on('data', (chunk) => {
      stderr = `${stderr}${chunk}`.slice(-4000)
    })
    const url = `http://127.0.0.1:${port}`
    try {
      // A busy machine (npm test beside other work) has taken minutes to open the database.
      await untilAnswering(`${url}/readyz`, server, { timeoutMs: 300_000, why: () => stderr })
    } catch (error) {
      await stopProcess(server)
      // The port was free when asked and taken before the server bound it, by a server of the
      // steps beside this one (a CI run's mutation check met it): another port.
      if (attempt < 3 && stderr.includes('EADDRINUSE')) continue
      throw error
    }
    try {
      return await use(url)
    } finally {
      await stopProcess(server)
    }
  }
}

/** The kit's exit status and what it printed. */
function runKit(url: string, args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [kit, '--base-url', url, '--hooks', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => done({ status: code ?? 1, output }))
  })
}

async function reference(): Promise<boolean> {
  mkdirSync(reports, { recursive: true })
  try {
    const { status, output } = await withServer('reference', undefined, (url) =>
      runKit(url, ['--junit', join(reports, 'conformance.xml')]),
    )
    console.log(output)
    return status === 0
  } catch (error) {
    // Caught, so the other job's server is still stopped before the step fails.
    console.log(`The reference server did not run: ${(error as Error).message}`)
    return false
  }
}

async function mutation(fault: SeededFault): Promise<boolean> {
  const only = faultChecks[fault]
  let run: { status: number; output: string }
  try {
    run = await withServer(fault, fault, (url) => runKit(url, ['--only', only.join(',')]))
  } catch (error) {
    console.log(`  NOT RUN  ${fault}: ${(error as Error).message}`)
    return false
  }
  const { status, output } = run
  // Caught only when checks failed: an exit status alone may be the kit failing to run at all.
  const failed = output.split('\n').filter((line) => line.startsWith('  ✗ ['))
  const caught = status === 1 && failed.length > 0
  console.log(
    caught
      ? `  caught   ${fault}: ${failed.length} failed (${failed[0]?.trim()})`
      : `  MISSED   ${fault}: no check of ${only.join(', ')} failed (exit ${status})\n${output}`,
  )
  return caught
}

/** Runs the jobs, `width` at a time, in order. */
async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++
        results[index] = await (jobs[index] as () => Promise<T>)()
      }
    }),
  )
  return results
}

const started = Date.now()
try {
  // The first start migrates and seeds: every run after starts from a copy of its folder.
  await withServer('seeded', undefined, async () => {})
  // CONFORMANCE_FAULTS=a,b: the mutation check of those faults alone, without the reference run.
  const named = process.env.CONFORMANCE_FAULTS?.split(',').filter(Boolean)
  const faults = (Object.keys(faultChecks) as SeededFault[]).filter(
    (fault) => !named || named.includes(fault),
  )
  console.log(`Mutation check: ${faults.length} seeded faults, each on a server of its own`)
  const [passed, ...caught] = await pool<boolean>(
    [named ? async () => true : reference, ...faults.map((fault) => () => mutation(fault))],
    2,
  )
  const count = caught.filter(Boolean).length
  console.log(
    `\n${named ? 'The reference run left out' : `The reference server ${passed ? 'passes' : 'FAILS'} the kit`}; the mutation check caught ${count} of ${faults.length} seeded faults (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  process.exitCode = passed && count === faults.length ? 0 : 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
