// `npm run bench`: runs every *.bench.ts beside this file, one after the other so they do not
// compete for the core, and prints what each measures. A benchmark prints figures; it never
// fails the build, so a slow machine cannot turn a measurement into a red test.

import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const folder = dirname(fileURLToPath(import.meta.url))
const only = process.argv[2]
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort()

for (const file of files) {
  console.log(`\n── ${file}`)
  try {
    await import(pathToFileURL(join(folder, file)).href)
  } catch (error) {
    console.log(`   could not run: ${error instanceof Error ? error.message : String(error)}`)
  }
}
