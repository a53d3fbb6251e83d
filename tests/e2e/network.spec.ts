// A phone's network in chromium: a screen whose code does not arrive (a tunnel, a dropped
// connection) says so in its place, with the rest of the app and the betslip still there, and
// comes on Try again. Before, React unmounted the whole app and left a blank page; and an engine
// whose Worker did not arrive left every list loading for ever.

import { expect, test } from '../support/e2e-server.ts'

test('phone: a page that does not load says so, keeps the betslip, and loads on Try again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=demo')
  await page.getByTestId('live-events').locator('[data-testid^="price-"]:enabled').first().click()
  await expect(page.getByTestId('betslip-count')).toHaveText('1')

  const jackpotCode = /\/assets\/JackpotPage-[^/]+\.js$/
  await page.route(jackpotCode, (route) => route.abort('internetdisconnected'))
  await page.evaluate(() => history.pushState(null, '', '/jackpot'))
  const failed = page.getByTestId('page-failed')
  await expect(failed).toBeVisible()
  await expect(failed.getByRole('heading')).toHaveText('This page could not be loaded')
  await expect(page.getByTestId('betslip-count')).toHaveText('1')
  // The same failure on a second try is shown again, not a blank page.
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed).toBeVisible()
  // Another page is shown as usual, and this one fails again on the way back.
  await page.evaluate(() => history.pushState(null, '', '/live/sport/'))
  await expect(page.getByTestId('live-events')).toBeVisible()
  await expect(failed).toHaveCount(0)
  await page.evaluate(() => history.pushState(null, '', '/jackpot'))
  await expect(failed).toBeVisible()

  await page.unroute(jackpotCode)
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('jackpot-page')).toBeVisible()
  await expect(failed).toHaveCount(0)
  await expect(page.getByTestId('betslip-count')).toHaveText('1')
})

test("phone: when the engine's code does not arrive the page says so, and Try again loads it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const engineCode = /\/assets\/engine\.worker-[^/]+\.js$/
  await page.route(engineCode, (route) => route.abort('internetdisconnected'))
  await page.goto('/live/sport/?brand=demo')
  const failed = page.getByTestId('page-failed')
  await expect(failed).toBeVisible()
  await expect(page.getByTestId('live-events')).toHaveCount(0)

  await page.unroute(engineCode)
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('live-events')).toBeVisible()
  await expect(failed).toHaveCount(0)
})
