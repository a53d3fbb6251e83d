// `npm run bench`: runs every *.bench.ts beside this file, each in a process of its own so that
// one benchmark's garbage and JIT state cannot colour the next one's figures, one after the other
// so they do not compete for a core. `npm run bench -- reducer` runs the matching ones only.
// A benchmark prints figures; it never fails the build, so a slow or busy machine cannot turn a
// measurement into a red test.

import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const folder = dirname(fileURLToPath(import.meta.url))
const only = process.argv[2]
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort()

for (const file of files) {
  console.log(`\n── ${file}`)
  // execArgv carries tsx's loader, so the child runs TypeScript the way this process does.
  const run = spawnSync(process.execPath, [...process.execArgv, join(folder, file)], {
    stdio: 'inherit',
  })
  if (run.status !== 0) console.log(`   did not finish (exit ${run.status ?? run.signal})`)
}
