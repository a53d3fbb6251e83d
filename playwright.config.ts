import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium.ts'

// Two workers, each with a server and a fresh database of its own (tests/support/e2e-server.ts):
// a file's tests run in order on one server, two files at once. On two cores a third worker made
// the run slower (7.8 min against 6.7), the cores being busy throughout.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
})
