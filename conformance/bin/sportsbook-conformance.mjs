#!/usr/bin/env node
// The kit's command. Its TypeScript runs through tsx, the repository's own devDependency, so a
// fresh clone runs it after npm install with nothing to build.

import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli.ts')
process.exitCode = await main(process.argv.slice(2))
