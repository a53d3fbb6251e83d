// Odds boosts in Debian's chromium against the real server, whose demo desk boosts the coming
// favourites: the top boosted list on the sports page, the boost-odds modal, and a boosted single
// placed at its boost and shown in My bets at it. highroller bets here: the other specs' balances
// are demo's and demo2's.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { balance, logIn } from '../support/slip-page.ts'

failOnConsoleErrors()

/**
 * The sports page once the desk has boosted something. The desk tops the list up every 15 s from
 * the server's start, and a page reads the list again only every minute, so a page opened before
 * the first boost would wait for its next minute.
 */
async function openSportsPageWithBoosts(page: Page) {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/xapi/rest/oddsboosts?limit=10')
        return ((await answer.json()) as { boosts: unknown[] }).boosts.length
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0)
  await page.goto('/sports/1-FOOT')
}

/** Opens the first boost's modal from the list; its outcome id and boosted price as shown. */
async function openFirstBoost(page: Page) {
  const list = page.getByTestId('odds-boosts')
  await expect(list.getByRole('heading', { name: 'Odds boosts' })).toBeVisible({ timeout: 30_000 })
  const card = list.locator('[data-testid^="boost-"]').first()
  const outcomeId = ((await card.getAttribute('data-testid')) ?? '').replace(/^boost-/, '')
  const boosted = (await card.getByTestId('boosted-price').textContent()) ?? ''
  await card.click()
  const modal = page.getByRole('dialog', { name: 'Odds boost' })
  await expect(modal.getByTestId('boosted-price')).toHaveText(boosted)
  await expect(modal).toContainText('The boosted price is for singles, up to €25.00 a bet.')
  return { outcomeId, boosted: Number(boosted), modal }
}

test('desktop: a boost from the list goes on the slip at its price and is placed at it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openSportsPageWithBoosts(page)
  await logIn(page, 'highroller', 'highroller1')
  const before = await balance(page)
  const { outcomeId, boosted, modal } = await openFirstBoost(page)
  await expectAccessible(page, '[role="dialog"]')
  await modal.getByRole('button', { name: 'Add to betslip' }).click()
  await expect(modal).toBeHidden()

  const slip = page.getByTestId('betslip')
  const row = slip.getByTestId(`slip-${outcomeId}`)
  await expect(row.getByTestId('selection-price')).toHaveText(boosted.toFixed(2))
  await expect(row.getByTestId('selection-boost')).toContainText('singles up to €25.00')
  await row.getByLabel(/^Stake on /).fill('30')
  // Over the boost's cap: the server's refresh says so.
  await expect(slip).toContainText(/maximum/i)
  await row.getByLabel(/^Stake on /).fill('2')
  // 2.00 at the boost, rounded down to the cent.
  const returns = Math.floor(200 * boosted + 1e-9) / 100
  await expect(row.getByTestId('returns')).toHaveText(`€${returns.toFixed(2)}`)
  await slip.getByRole('button', { name: 'Place bet €2.00' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => balance(page)).toBe(before - 200)

  await page.getByTestId('my-bets-button').first().click()
  const myBets = page.getByRole('region', { name: 'My bets' })
  await expect(myBets.locator('li[data-status="open"]').first()).toContainText(boosted.toFixed(2))
})

test('mobile: the boost-odds modal adds the selection and takes it off again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openSportsPageWithBoosts(page)
  const { outcomeId, modal } = await openFirstBoost(page)
  await expectAccessible(page, '[role="dialog"]')
  await modal.getByRole('button', { name: 'Add to betslip' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByTestId(`slip-${outcomeId}`).getByTestId('selection-boost')).toHaveCount(1)
  await page.getByTestId(`boost-${outcomeId}`).click()
  await modal.getByRole('button', { name: 'Remove from betslip' }).click()
  await expect(page.getByTestId(`slip-${outcomeId}`)).toHaveCount(0)
})
