// The end-to-end tests' `test`: each Playwright worker starts a server of its own, on its own
// port and a fresh embedded database, so two workers share no player, balance, live-fault switch
// or market result, and the suite runs two files at once.

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { stopProcess, untilAnswering } from './server-process.ts'

export { expect } from '@playwright/test'

/** The first worker's port; the next workers take the ones after it. */
const firstPort = Number(process.env.E2E_PORT ?? 8181)

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

async function startTestServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'))
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...serverEnvironment, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
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
    async ({ seededMatchesInPlay: _fresh }, use, workerInfo) => {
      const server = await startTestServer(firstPort + workerInfo.parallelIndex)
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
