// Odds per brand in Debian's chromium against the real server (SPEC.md section 3,
// odds_per_brand_*; section 5, odds margin): the gateway brand has margins of its own, the demo
// brand shows the feed's prices, so one outcome shows two prices; the bet placed on the gateway
// brand is taken, and shown in My bets, at the price its page showed.

import { applyMargin } from '../../domain/odds/margin.ts'
import { demoBrands } from '../../server/brands/demo-brands.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

/** The gateway brand's margin on the match result (MRES), the market prematchEvents lists. */
const gatewayMargin =
  demoBrands
    .find((brand) => brand.id === 'gateway')
    ?.margins?.find((row) => row.marketTypeId === 'MRES')?.margin ?? 0

test('one outcome on two brands: the brand with its own odds shows and takes its shorter price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const [event] = await prematchEvents(page, 1)
  const outcomeId = event?.markets[0]?.outcomes[0]?.id
  if (!event || !outcomeId) throw new Error('no pre-match event')
  // The feed's price, pinned so that both brands price the same one (pre-match prices do not drift).
  const moved = await page.request.post(`/dev/outcomes/${outcomeId}/price`, {
    data: { decimal: 2.5 },
  })
  expect(moved.ok()).toBe(true)
  const gatewayPrice = applyMargin(2.5, gatewayMargin).toFixed(2)
  expect(gatewayPrice).not.toBe('2.50')
  const price = page.getByTestId(`price-${outcomeId}`).first().getByTestId('odds')

  await page.goto(`/events/${event.slug}`)
  await expect(price).toHaveText('2.50')

  await page.goto(`/events/${event.slug}?brand=gateway`)
  await logIn(page, 'gateway', 'gateway123')
  await page.getByLabel('Odds', { exact: true }).selectOption('euro')
  await expect(price).toHaveText(gatewayPrice)
  await page.getByTestId(`price-${outcomeId}`).first().click()
  const slip = page.getByTestId('betslip')
  const row = slip.getByTestId(`slip-${outcomeId}`)
  await expect(row.getByTestId('selection-price')).toHaveText(gatewayPrice)
  await row.getByLabel(/^Stake on /).fill('20')
  await slip.getByRole('button', { name: /^Place bet/ }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })

  await page.getByTestId('my-bets-button').first().click()
  const myBets = page.getByRole('region', { name: 'My bets' })
  await expect(myBets.locator('li[data-status="open"]').first()).toContainText(gatewayPrice)
})

test("a player who never chose an odds format keeps the brand's after logging in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const [event] = await prematchEvents(page, 1)
  const outcomeId = event?.markets[0]?.outcomes[0]?.id
  if (!event || !outcomeId) throw new Error('no pre-match event')
  const price = page.getByTestId(`price-${outcomeId}`).first().getByTestId('odds')
  // Crown's odds are fractional; its crown player has never chosen a format of their own.
  await page.goto(`/events/${event.slug}?brand=wallet`)
  await expect(price).toHaveText(/^(\d+\/\d+|Evens)$/)
  await logIn(page, 'crown', 'crown1234')
  await expect(price).toHaveText(/^(\d+\/\d+|Evens)$/)
  await page.reload()
  await expect(price).toHaveText(/^(\d+\/\d+|Evens)$/)
})
