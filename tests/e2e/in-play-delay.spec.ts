// The in-play delay as the bettor meets it, in Debian's chromium against the real server: a live
// single waits its delay (demo's, 5 seconds), debited at once; its market is suspended and
// reopened meanwhile (POST /dev/markets/{id}/status, as a trader would on a goal), so the slip
// says the bet was not placed and why, and the balance shows the stake back.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { balance, liveEvents, logIn, pick } from '../support/slip-page.ts'

failOnConsoleErrors()

test('§8 in-play delay: a market suspended and reopened during the delay refuses the bet and refunds it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/')
  await logIn(page)
  const [event] = await liveEvents(page, 1)
  const market = event?.markets[0]
  if (!event || !market) throw new Error('no live market')
  await pick(page, event)
  const before = await balance(page)
  const slip = page.getByTestId('betslip').last()
  await slip
    .getByLabel(/^Stake on /)
    .first()
    .fill('5')
  // Any price change taken: only the suspension may refuse this bet.
  await slip.getByLabel('Price changes').selectOption('A')
  await slip.getByRole('button', { name: 'Place bet €5.00' }).click()
  await expect.poll(() => balance(page)).toBe(before - 500)
  await expect(slip.getByRole('button', { name: 'Waiting for approval…' })).toBeVisible()

  for (const status of ['suspended', 'open']) {
    const moved = await page.request.post(`/dev/markets/${market.id}/status`, {
      data: { status },
    })
    expect(moved.status()).toBe(200)
  }

  const rejected = slip.getByTestId('bet-rejected')
  await expect(rejected).toContainText('This bet is suspended', { timeout: 30_000 })
  await expect(slip.getByTestId('bet-placed')).toHaveCount(0)
  await expect.poll(() => balance(page)).toBe(before)
})
