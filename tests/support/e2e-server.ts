// The end-to-end tests' `test`: each Playwright worker starts a server of its own, on a port free
// when it starts and a fresh embedded database, so two workers share no player, balance,
// live-fault switch or market result, and the suite runs two files at once.

import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { dataTemplateVariable } from './e2e-data-template.ts'
import { freePort, stopProcess, untilAnswering } from './server-process.ts'

export { expect } from '@playwright/test'

/** The operator key of the test servers' /admin/ and /ops/. */
export const operatorKey = 'e2e-operator-key-for-tests'

/** The environment of every test server: a quick, repeatable feed and the development routes. */
const serverEnvironment = {
  HOST: '127.0.0.1',
  FEED_LIVE_EVENTS: '8',
  FEED_CHANGES_PER_SECOND: '5',
  // Matches play ten times faster than real: a test sees goals, points and suspensions.
  FEED_SPEED: '10',
  FEED_SEED: '8',
  // The outbox of one-time codes (GET /dev/outbox) and the live-fault switch.
  DEV_ENDPOINTS: '1',
  // Nothing balances over a test's server: it stops at once.
  DRAIN_DELAY_MS: '0',
  ADMIN_KEY: operatorKey,
}

/**
 * A port free now, not one fixed per worker: a server a killed worker left behind held its port,
 * and every later server of that worker's index then failed to start (CI, EADDRINUSE).
 */
async function startTestServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'))
  const template = process.env[dataTemplateVariable]
  if (template) cpSync(template, dataDir, { recursive: true })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...serverEnvironment, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // A worker that ends without its teardown (killed past its timeout) takes its server with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    await stopProcess(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await untilAnswering(`${url}/live/sport/`, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

export const test = base.extend<object, { serverUrl: string; seededMatchesInPlay: boolean }>({
  /**
   * A file that reads the feed's seeded matches in play (Arsenal v Chelsea, Natus Vincere v FaZe
   * Clan) sets this: at ten times speed the feed plays them to their end ten to twelve minutes
   * after its server starts, and a worker's server has often run other files for that long. Its
   * value differing, Playwright runs the file in a worker of its own, with a server just started.
   */
  seededMatchesInPlay: [false, { scope: 'worker', option: true }],
  serverUrl: [
    async ({ seededMatchesInPlay: _fresh }, use) => {
      const server = await startTestServer()
      try {
        await use(server.url)
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
})
