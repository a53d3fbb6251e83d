// The steps of npm test that run beside the end-to-end tests (scripts/test.mjs starts this at a
// lower priority, its output in a file): the integration files that reach PostgreSQL again on a
// private one, the conformance kit against the compiled server with its mutation check, and the
// cluster test. One after another, stopping at the first that fails; the steps' times, the tests
// counted and the exit status go to the JSON file named as the first argument.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPostgres } from './postgres.mjs'
import { root, run } from './prepare.mjs'
import { counts, timed, timings, vitest } from './test-steps.mjs'

const [resultFile] = process.argv.slice(2)

// The integration files that read the environment, where DATABASE_URL reaches them and the
// servers they start. A file that never reads it starts its servers on in-memory PGlite in this
// pass too: it would run the same tests on the same database a second time.
const onPostgres = readdirSync(join(root, 'tests/integration'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/integration/${name}`)
  .filter((file) => readFileSync(join(root, file), 'utf8').includes('process.env'))

const steps = [
  [
    'Integration tests on PostgreSQL',
    async () => {
      const postgres = await startPostgres()
      try {
        return vitest('vitest-postgres.json', onPostgres, {
          env: { ...process.env, DATABASE_URL: postgres.url },
        })
      } finally {
        postgres.stop()
      }
    },
  ],
  [
    // The compiled server: the kit checks it from outside, then each seeded fault is planted in
    // turn.
    'Conformance kit against the reference server, and its mutation check (conformance/)',
    () => run('npx', ['tsx', 'tests/conformance/run.ts']),
  ],
  [
    'Cluster test (PostgreSQL, three servers, HAProxy; tests/cluster)',
    () => vitest('vitest-cluster.json', ['--config', 'tests/cluster/vitest.config.ts']),
  ],
]

let failed
for (const [title, work] of steps) {
  console.log(`\n▶ ${title}`)
  const status = await timed(title, work)
  if (status !== 0) {
    failed = { title, status }
    break
  }
}
writeFileSync(resultFile, JSON.stringify({ timings, counts, failed }))
