// The bettor's last metre on the slip (issue 42, At the point of betting), in Debian's chromium
// against the real server: quick stakes that add up, with the brand's desktop values on the
// desktop.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { type ListedEvent, pick, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

test("quick stakes add up and clear; the desktop gets the brand's desktop values", async ({
  page,
  request,
}) => {
  const desktopValues = (quick_bet_values: string | null) =>
    request.put('/dev/brands/demo/settings?c=desktop', { data: { quick_bet_values } })
  expect((await desktopValues('[10, 2]')).status()).toBe(200)
  try {
    await page.setViewportSize({ width: 1366, height: 900 })
    const asked = page.waitForRequest(/\/api\/cached_settings\?.*c=desktop/)
    await page.goto('/sports/1-FOOT')
    await asked
    const [event] = (await prematchEvents(page, 3)).slice(2) as [ListedEvent]
    await pick(page, event)
    const quick = page.getByRole('group', { name: /^Quick stakes on / }).first()
    const stake = page.getByLabel(/^Stake on /).first()
    await quick.getByRole('button', { name: '+10' }).click()
    await expect(stake).toHaveValue('10')
    await quick.getByRole('button', { name: '+2' }).click()
    await expect(stake).toHaveValue('12')
    await quick.getByRole('button', { name: 'Clear' }).click()
    await expect(stake).toHaveValue('')

    // The phone asks for its own channel, and keeps the currency's presets.
    await page.setViewportSize({ width: 390, height: 844 })
    const phone = page.waitForRequest(/\/api\/cached_settings\?.*c=mobile/)
    await page.reload()
    await phone
  } finally {
    await desktopValues(null)
  }
})
