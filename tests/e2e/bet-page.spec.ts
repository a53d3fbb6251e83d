// A bet's own page (SPEC.md section 7, GET /xapi/bet/account/{id}/openbet/{betId}): reached from
// its card in My bets, it shows that bet alone, read by its own call; cashed out there, it is read
// again and says it is no longer open. `newbie` bets here, and only here: this file gives it the
// money it bets.

import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn, outsider, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

test('a bet opened from My bets or by a link on its own page, read by itself, and cashed out there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/1-FOOT')
  const money = await page.request.post('/dev/players/newbie/money', {
    headers: { brand: 'demo' },
    data: { balance: 5_000 },
  })
  expect(money.ok()).toBe(true)
  const login = await page.request.post('/xapi/icore/players/login', {
    headers: { brand: 'demo' },
    data: { username: 'newbie', password: 'newbie123' },
  })
  const { alsToken, accountId } = (await login.json()) as { alsToken: string; accountId: string }
  // The outsider, never the favourite the demo desk may boost: a boosted single has no cash-out.
  const [event] = await prematchEvents(page, 1)
  const outcomeId = event ? outsider(event) : undefined
  const placed = await page.request.post(
    `/xapi/rest/accounts/${accountId}/betslips?uuid=${crypto.randomUUID()}`,
    {
      headers: { authorization: `Bearer ${alsToken}` },
      data: { singles: [{ outcomeId, decimal: 1.01, unitStake: 1_000 }], userAcceptOdds: 'A' },
    },
  )
  const { singles } = (await placed.json()) as { singles: { betId: string }[] }
  const betId = singles[0]?.betId ?? ''
  expect(betId).not.toBe('')

  const openBetAsked = () =>
    page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === `/xapi/bet/account/${accountId}/openbet/${betId}`,
    )
  await logIn(page, 'newbie', 'newbie123')
  await page.goto('/open_bets')
  const asked = openBetAsked()
  await page.getByTestId(`bet-${betId}`).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/open_bets/${betId}$`))
  await asked
  const betPage = page.getByTestId('bet-page')
  const card = betPage.getByTestId(`bet-${betId}`)
  await expect(card).toHaveAttribute('data-status', 'open')
  await expectAccessible(page, '[data-testid="bet-page"]')

  // A link straight to the bet, on a desktop: the page reads it alone.
  await page.setViewportSize({ width: 1366, height: 900 })
  const linked = openBetAsked()
  await page.goto(`/open_bets/${betId}`)
  await linked
  await expect(card).toHaveAttribute('data-status', 'open')

  // Cashed out in full on its page, the bet is read again: it is open no more.
  const askedAgain = openBetAsked()
  await card.getByRole('button', { name: /^Cash out €/ }).click()
  await askedAgain
  await expect(card).toBeHidden()
  await expect(betPage).toContainText('This bet is no longer open')
  await betPage.getByRole('link', { name: 'All my bets' }).click()
  await expect(page).toHaveURL(/\/open_bets$/)
})
