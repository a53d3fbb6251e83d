import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium.ts'

// A fresh database for every run, so the demo balance starts where the tests expect it.
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'))
const port = Number(process.env.E2E_PORT ?? 8181)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/live/sport/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FEED_LIVE_EVENTS: '8',
      FEED_CHANGES_PER_SECOND: '5',
      // Matches play ten times faster than real: a test sees goals, points and suspensions.
      FEED_SPEED: '10',
      FEED_SEED: '8',
      // The outbox of one-time codes (GET /dev/outbox) and the live-fault switch.
      DEV_ENDPOINTS: '1',
    },
  },
})
