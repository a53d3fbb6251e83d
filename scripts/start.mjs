// npm start: installs what is missing, builds the client and the server when stale, and runs the
// compiled server with plain node on the embedded database (or DATABASE_URL). Ctrl-C stops the
// server cleanly and keeps the data.

import { spawn } from 'node:child_process'
import { ensureClientBuild, ensureDependencies, ensureServerBuild, root } from './prepare.mjs'

ensureDependencies()
ensureClientBuild()
ensureServerBuild()

// A developer's server: the development endpoints (fault injection) are on, and it says so.
// Two malloc arenas, as sharp advises on glibc: the image resizer's threads each took an arena
// of their own, and 2,700 resizes left the process 220 MB larger for good (72 MB with two).
const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { DEV_ENDPOINTS: '1', MALLOC_ARENA_MAX: '2', ...process.env },
})
// The terminal sends Ctrl-C to the server too; this process only waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
