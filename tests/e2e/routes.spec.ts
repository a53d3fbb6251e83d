// Every route of SPEC.md section 2 that this build has, for each brand, at 390 px: it renders its
// own content (never the not-found page unless asked), with no error in the console, and axe-core
// finds no serious or critical violation on the whole page. At 1366 px the content security
// policy's walks check the same (content-security-policy.spec.ts), each route loaded once for both.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { shellRoutes as routes } from '../support/shell-routes.ts'
import { prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

// Three long tests that share nothing but the server: either worker may take the next one, rather
// than the last worker to reach this file running all three while the other waits.
test.describe.configure({ mode: 'parallel' })

/** Until the page has stopped loading what it shows: nothing in it is marked busy. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

for (const brand of ['demo', 'gateway', 'wallet'])
  test(`${brand} at 390 px: every route renders, quietly and accessibly`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/live/sport/?brand=${brand}`)
    const [event] = await prematchEvents(page, 1)
    // The app is loaded once; each route is then reached as a link reaches it, in place.
    for (const [route, checked] of [...routes, [`/events/${event?.slug}`, true] as const]) {
      await page.evaluate((path) => history.pushState(null, '', path), route)
      await settled(page)
      await expect(page.getByText('Page not found'), route).toHaveCount(0)
      if (checked) await expectAccessible(page, 'body')
    }
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
