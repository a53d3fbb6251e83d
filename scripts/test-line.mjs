// One line of npm test's steps (scripts/test.mjs starts several at once): the steps named after the
// first argument, one after another, stopping at the first that fails, or when told to stop
// (SIGTERM: another line failed; SIGINT: Ctrl-C). The steps' times, the tests counted, the tests
// failed and the first failing step go to the JSON file named as the first argument.

import { writeFileSync } from 'node:fs'
import { counts, failures, steps, stopSteps, timed, timings } from './test-steps.mjs'

const [resultFile, ...names] = process.argv.slice(2)

let stopped = false
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    stopped = true
    stopSteps()
  })

let failed
for (const name of names) {
  if (stopped) break
  const { title, work } = steps[name]
  console.log(`\n▶ ${title}`)
  const status = await timed(title, work)
  if (status !== 0) {
    failed = { title, status }
    break
  }
}
writeFileSync(resultFile, JSON.stringify({ timings, counts, failures, failed, stopped }))
