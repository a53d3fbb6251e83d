// The wallet brand's balance pill (SPEC.md sections 3 and 7, Operator-hosted wallet): a player
// logged in through the operator's wallet sees that wallet's total on the pill, read from GET
// /accounts/me/balance, and what it is made of (bonus and real money) when the pill is opened,
// at a phone's width and a desktop's, with the brand's logo whole beside it. `crown` is the
// wallet brand's player with terms accepted; this file sets its money itself.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { expectLogoWholeBeside } from '../support/header-logo.ts'
import { logIn } from '../support/slip-page.ts'

failOnConsoleErrors()

test("wallet brand at 390 and 1366 px: the pill shows the wallet's total, its menu the bonus and real money", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await setCrownMoney(page, 1_050)
  try {
    const balanceAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/accounts/me/balance',
    )
    await page.goto('/live/sport/?brand=wallet')
    await logIn(page, 'crown', 'crown1234')
    await balanceAsked
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 })
      // The sportsbook's own balance is £250.00: the wallet's total counts the bonus in.
      await expect(page.getByTestId('balance')).toHaveText('£260.50')
      await expectLogoWholeBeside(page, page.getByTestId('balance-menu'))
      await page.getByTestId('balance-menu').click()
      await expect(page.getByTestId('bonus-balance')).toHaveText('Bonus £10.50')
      await expect(page.getByTestId('real-balance')).toHaveText('Real money £250.00')
      await expectAccessible(page, 'header')
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('bonus-balance')).toBeHidden()
    }
  } finally {
    // Other files read crown's sportsbook balance: it is left as seeded.
    await setCrownMoney(page, 0)
  }
})

async function setCrownMoney(page: Page, promoCash: number): Promise<void> {
  const set = await page.request.post('/dev/players/crown/money', {
    headers: { brand: 'wallet' },
    data: { balance: 25_000, promoCash },
  })
  expect(set.ok()).toBe(true)
}
