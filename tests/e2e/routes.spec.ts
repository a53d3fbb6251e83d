// Every route of SPEC.md section 2 that this build has, for each brand, at 390 px and at 1366 px:
// it renders its own content (never the not-found page unless asked), with no error in the
// console, and axe-core finds no serious or critical violation on the whole page.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { shellRoutes as routes } from '../support/shell-routes.ts'
import { prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

// Six long tests that share nothing but the server: either worker may take the next one, rather
// than the last worker to reach this file running all six while the other waits.
test.describe.configure({ mode: 'parallel' })

/** Until the page has stopped loading what it shows: nothing in it is marked busy. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

for (const brand of ['demo', 'gateway', 'wallet'])
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const)
    test(`${brand} at ${viewport.width} px: every route renders, quietly and accessibly`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await page.goto(`/live/sport/?brand=${brand}`)
      const [event] = await prematchEvents(page, 1)
      // The app is loaded once; each route is then reached as a link reaches it, in place.
      for (const [route, checked] of [...routes, [`/events/${event?.slug}`, true] as const]) {
        await page.evaluate((path) => history.pushState(null, '', path), route)
        await settled(page)
        await expect(page.getByText('Page not found'), `${route} (${device})`).toHaveCount(0)
        if (checked) await expectAccessible(page, 'body')
      }
      await page.goto('/no-such-page')
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    })
