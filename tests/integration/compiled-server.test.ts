// The server as npm start runs it: compiled by scripts/build-server.mjs and run with plain node
// (no tsx), from another folder, on a fresh data folder. It finds its migrations and public
// images from the compiled location, becomes ready, and serves the app's page and an image.
// Once, on the embedded database: the PostgreSQL pass tests the database, not the build.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { freePort, stopProcess, untilAnswering } from '../support/server-process.ts'

const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'compiled-server-'))
// Its own build, not dist-server/: npm test runs the conformance kit and the cluster test on that
// one while this file runs. Inside the repository, where node finds the server's packages.
const built = join(root, `.tmp/compiled-server-${process.pid}`)
let child: ChildProcess | undefined
afterAll(async () => {
  if (child) await stopProcess(child)
  rmSync(work, { recursive: true, force: true })
  rmSync(built, { recursive: true, force: true })
})

describe.skipIf(process.env.DATABASE_URL)('the compiled server', () => {
  it('builds, starts with plain node on a fresh data folder, and serves', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', built], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(build.status, build.stdout + build.stderr).toBe(0)
    const clientDir = join(work, 'client')
    mkdirSync(clientDir)
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><body>built</body></html>')
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    let stderr = ''
    child = spawn(process.execPath, ['--enable-source-maps', join(built, 'server/main.js')], {
      // Not the repository: every file it reads is found from its own location.
      cwd: work,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(work, 'data'),
        CLIENT_DIR: clientDir,
        LOG_LEVEL: 'warn',
        DRAIN_DELAY_MS: '0',
        FEED_LIVE_EVENTS: '2',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk)
    })
    await untilAnswering(`${url}/readyz`, child, { timeoutMs: 120_000, why: () => stderr })

    const page = await fetch(`${url}/live/sport/`)
    expect(await page.text()).toContain('built')
    const image = await fetch(`${url}/m/brands/demo/logo.svg`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    // Every migration the build carries was applied (readiness says none is missing).
    const migrations = readdirSync(join(root, 'server/migrations')).filter((name) =>
      name.endsWith('.sql'),
    )
    expect(readdirSync(join(built, 'server/migrations')).sort()).toEqual(migrations.sort())
    // On a busy machine the first start's calendar (the feed's first fill) can hold the embedded
    // database past the probe's two seconds for a moment: ready again once it is written.
    await vi.waitFor(
      async () =>
        expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ready' }),
      60_000,
    )
  }, 240_000)
})
