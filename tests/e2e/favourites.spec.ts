// Favourite events in Debian's chromium: a star on a listed event, the menu's favourites with
// their count, the favourites page (/live/sport/10000) keeping the event across a reload, and
// unstarring it there.

import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

test('phone: star an event, find it in the favourites after a reload, unstar it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/fixtures?brand=demo')
  const row = page.getByTestId('event-list').locator('li[data-testid^="event-"]').first()
  const eventId = (await row.getAttribute('data-testid'))?.replace('event-', '') ?? ''
  const name = (await row.getByRole('link').first().textContent()) ?? ''
  const star = row.getByTestId(`favourite-${eventId}`)
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(star).toHaveAccessibleName(`Favourite ${name}`)
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  await page.getByTestId('menu-button').click()
  const link = page.getByTestId('favourites-link')
  await expect(link).toContainText('1')
  await link.click()
  await expect(page).toHaveURL(/\/live\/sport\/10000$/)
  const favourites = page.getByTestId('favourites-page')
  await expect(favourites.getByTestId(`event-${eventId}`)).toContainText(name)
  await expectAccessible(page, 'main')

  // Kept on the device: a reload finds it again.
  await page.reload()
  await expect(favourites.getByTestId(`event-${eventId}`)).toContainText(name)
  await favourites.getByTestId(`favourite-${eventId}`).click()
  await expect(favourites.getByTestId(`event-${eventId}`)).toHaveCount(0)
  await expect(favourites.getByRole('status')).toHaveText(/No favourites yet/)
})

test('desktop: a match in play keeps all its markets on its page after the favourites page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=demo')
  const row = page.getByTestId('live-events').locator('li[data-testid^="event-"]').first()
  const eventId = (await row.getAttribute('data-testid'))?.replace('event-', '') ?? ''
  await row.getByTestId(`favourite-${eventId}`).click()
  const markets = page.getByTestId('event-page').locator('[data-testid^="market-"]')
  await row.getByRole('link').first().click()
  await expect(markets.nth(4)).toBeVisible()

  // The favourites page loads its events with their main markets only (a row's worth); the
  // match's page must still show the rest, which the stream keeps.
  await page.goBack()
  await page.getByTestId('favourites-link').click()
  const favourite = page.getByTestId('favourites-page').getByTestId(`event-${eventId}`)
  await expect(favourite).toBeVisible()
  await expect(favourite.locator('[data-testid^="price-"]').first()).toBeVisible()
  await favourite.getByRole('link').first().click()
  await expect(markets.nth(4)).toBeVisible()
})
