// The operator's page in a browser: the browser asks for the operator key (HTTP Basic), and with
// it the page draws its six plots with uPlot and the figures of the process that answered,
// under the page's Content-Security-Policy, without an error in the console.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, operatorKey, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

test.describe('with the operator key', () => {
  test.use({ httpCredentials: { username: 'operator', password: operatorKey } })

  test('/ops/ plots the figures of the process that answers', async ({ page, serverUrl }) => {
    await page.goto(`${serverUrl}/ops/`)
    await expect(page.locator('#charts .chart')).toHaveCount(6)
    await expect(page.locator('#charts canvas')).toHaveCount(6)
    for (const title of ['Placements a second', 'p99 latency (ms)', 'Live clients'])
      await expect(page.getByText(title, { exact: true })).toBeVisible()
    // Shown once the figures were read and plotted; the test server runs the feed itself.
    await expect(page.locator('#state')).toContainText(/^Process .+: runs the feed, producer up\./)
  })
})

test('without the key the page is refused', async ({ request, serverUrl }) => {
  const answer = await request.get(`${serverUrl}/ops/`)
  expect(answer.status()).toBe(401)
  expect(answer.headers()['www-authenticate']).toMatch(/^Basic realm="operator"/)
})
