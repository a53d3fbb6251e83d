// The shell in Debian's chromium against the real server: the mobile tab bar in the brand's
// order with its badges, the promotions page and the right column showing each bettor the
// adverts of their audience, and the native app (no header, no Promos, bets under originId 20).

import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { logIn, pick, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

const tabNames = (page: Page) =>
  page
    .getByTestId('tab-bar')
    .locator(':scope > *')
    .evaluateAll((tabs) => tabs.map((tab) => tab.textContent?.replace(/\d+/g, '').trim()))

test('mobile: the tab bar, and the promotions each bettor may see', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=demo')
  await expect
    .poll(() => tabNames(page))
    .toEqual(['Menu', 'Live', 'Calendar', 'Betslip', 'My bets', 'Promos'])
  await expect(page.getByTestId('tab-live')).toHaveAttribute('aria-current', 'page')
  await page.getByTestId('tab-calendar').click()
  await expect(page).toHaveURL(/\/sports\/fixtures$/)
  await expect(page.getByTestId('tab-calendar')).toHaveAttribute('aria-current', 'page')

  await page.getByTestId('tab-promos').click()
  await expect(page).toHaveURL(/\/promotions$/)
  const promotions = page.getByTestId('promotions-page')
  // Logged out: the welcome offer and the one for everybody, not the first-bet offer.
  await expect(promotions.getByTestId('advert-welcome-offer')).toBeVisible()
  await expect(promotions.getByTestId('advert-acca-boost')).toBeVisible()
  await expect(promotions.getByTestId('advert-first-bet')).toHaveCount(0)
  await expect(promotions.getByText('Members see offers made for them.')).toBeVisible()
  await expectAccessible(page, 'main')

  await logIn(page)
  // Logged in within a day of a first login: the first-bet offer, and no welcome offer.
  await expect(promotions.getByTestId('advert-first-bet')).toBeVisible()
  await expect(promotions.getByTestId('advert-acca-boost')).toBeVisible()
  await expect(promotions.getByTestId('advert-welcome-offer')).toHaveCount(0)
  await expect(promotions.getByText('Members see offers made for them.')).toHaveCount(0)
  // An advert's link inside the app navigates in place.
  await promotions
    .getByTestId('advert-first-bet')
    .getByRole('link', { name: 'Find a match' })
    .click()
  await expect(page).toHaveURL(/\/sports$/)
})

test('desktop: no tab bar, and the right column carries the brand adverts', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=demo')
  const column = page.getByRole('complementary').filter({ has: page.getByTestId('betslip') })
  await expect(column.getByTestId('advert-welcome-offer')).toBeVisible()
  await expect(column.getByTestId('advert-acca-boost')).toBeVisible()
  await expect(page.getByTestId('tab-bar')).toHaveCount(0)
  await expectAccessible(page, 'aside')
})

test('native app: no header, no Promos tab, and a bet carries the app origin', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/1-FOOT?brand=demo&betslip-origin=native-app')
  await expect
    .poll(() => tabNames(page))
    .toEqual(['Menu', 'Live', 'Calendar', 'Betslip', 'My bets'])
  await expect(page.getByRole('banner')).toHaveCount(0)
  // Links inside the app drop the query: the visit stays in the app.
  await page.getByTestId('tab-live').click()
  await expect(page.getByRole('banner')).toHaveCount(0)

  // Logged out, My bets asks for the login.
  await page.getByTestId('my-bets-button').click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username').fill('demo2')
  await dialog.getByLabel('Password').fill('demo1234')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()

  const event = (await prematchEvents(page, 6))[5]
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill('1')
  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/betslips\?uuid=/.test(request.url()),
  )
  await page.getByRole('button', { name: 'Place bet €1.00' }).click()
  expect((await placed).postDataJSON()).toMatchObject({ originId: 20 })
  await expect(page.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
})
