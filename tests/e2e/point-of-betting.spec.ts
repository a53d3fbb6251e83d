// The bettor's last metre on the slip (issue 42, At the point of betting), in Debian's chromium
// against the real server: quick stakes that add up, with the brand's desktop values on the
// desktop; returns that tell one story, the acca bonus in each, and its tiers offered before the
// multiple qualifies.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import {
  type ListedEvent,
  logIn,
  outsider,
  pick,
  prematchEvents,
  unboostedPrematchEvents,
} from '../support/slip-page.ts'

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

test('the acca bonus: offered before the multiple qualifies, and in every return shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const events = (await prematchEvents(page, 7)).slice(4, 7)
  const slip = page.getByTestId('betslip')
  for (const event of events.slice(0, 2)) await pick(page, event)
  // The brand's tiers (GET /xapi/rest/promotions/epw): 5 % from three legs, 10 % from five.
  await expect(slip.getByTestId('acca-offer')).toHaveText('Next acca bonus: +5% from 3 selections')
  await pick(page, events[2] as ListedEvent)
  await expect(slip.getByTestId('acca-offer')).toHaveText('Next acca bonus: +10% from 5 selections')
  await slip.getByLabel('Stake on Treble').fill('2')
  await expect(slip.getByTestId('extra-winnings')).toContainText('Acca bonus included')
  const total = (await slip.getByTestId('total-returns').textContent()) ?? ''
  const preview = slip.getByTestId('returns-preview')
  await preview.getByText('Returns by number of winners').click()
  await expect(preview.getByRole('row').last()).toHaveText(`3${total}`)
})

test("the acca advert promises the brand's real tiers", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/promotions')
  await expect(page.getByTestId('advert-acca-boost')).toContainText(
    '5% more on the winnings of a multiple of 3 selections or more, 10% from 5, 20% from 8.',
  )
})

test('removing a selection resets the system stakes; a failed refresh says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  const events = (await prematchEvents(page, 10)).slice(7, 10)
  for (const event of events) await pick(page, event)
  const slip = page.getByTestId('betslip')
  await slip.getByLabel('Stake on Treble').fill('2')
  await slip.getByRole('button', { name: /^System bets/ }).click()
  await slip.getByLabel('Stake on Trixie').fill('1')
  await expect(slip.getByTestId('total-stake')).toHaveText('€6.00')

  // The server's refresh fails: the slip says so instead of showing its last model.
  await page.route('**/xapi/rest/betslips/selections', (route) =>
    route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } }),
  )
  const last = events[2]?.markets[0]?.outcomes[0]?.id ?? ''
  await slip
    .getByRole('button', { name: /^Remove / })
    .last()
    .click()
  await expect(slip.getByTestId(`slip-${last}`)).toHaveCount(0)
  // The Trixie's stake went with the selection; the treble's is now the double's.
  await expect(slip.getByLabel('Stake on Double')).toHaveValue('2')
  await expect(slip.getByTestId('total-stake')).toHaveText('€2.00')
  await expect(slip.getByTestId('slip-refresh-rejected')).toContainText(
    'The slip could not be updated with the latest prices.',
  )
  await page.unroute('**/xapi/rest/betslips/selections')
  await slip.getByRole('button', { name: 'Try again' }).click()
  await expect(slip.getByTestId('slip-refresh-rejected')).toHaveCount(0)
})

test('a price that moves on the slip is shown old → new and asked about before placing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const [event] = (await prematchEvents(page, 12)).slice(11) as [ListedEvent]
  // The outsider: the boost desk may boost the favourite, whose bet then keeps the boost's price.
  const outcomeId = outsider(event)
  await pick(page, event, outcomeId)
  const slip = page.getByTestId('betslip')
  await slip.getByLabel(/^Stake on /).fill('1')
  const seen = Number(await slip.getByTestId('selection-price').textContent())
  const moved = Math.round((seen + 0.4) * 100) / 100
  // Ask me (D, the default): the trader's move is shown and nothing is placed unasked.
  const move = await page.request.post(`/dev/outcomes/${outcomeId}/price`, {
    data: { decimal: moved },
  })
  expect(move.ok()).toBe(true)
  await expect(slip.getByTestId('price-change')).toHaveText(
    `Was ${seen.toFixed(2)}, now ${moved.toFixed(2)}`,
  )
  await expect(slip.getByRole('button', { name: /^Place bet/ })).toHaveCount(0)
  await slip.getByRole('button', { name: 'Accept new prices' }).click()
  await expect(slip.getByTestId('price-change')).toHaveCount(0)
  await slip.getByRole('button', { name: 'Place bet €1.00' }).click()
  await expect(slip.getByTestId('bet-placed')).toContainText(
    `potential returns €${moved.toFixed(2)}`,
  )
})

test("a referred bet shows the trader's decision on the slip when it comes", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page, 'highroller', 'highroller1')
  const slip = page.getByTestId('betslip')
  // Stakes over €500 are referred: events a boost would cap below that are left out.
  const events = (await unboostedPrematchEvents(page, 15)).slice(13, 15)
  for (const [index, approve] of [true, false].entries()) {
    await pick(page, events[index] as ListedEvent)
    await slip.getByLabel(/^Stake on /).fill('600')
    const placing = page.waitForResponse((response) => /\/betslips\?uuid=/.test(response.url()))
    await slip.getByRole('button', { name: 'Place bet €600.00' }).click()
    const { betSlipId } = (await (await placing).json()) as { betSlipId: string }
    await expect(slip.getByTestId('bet-referred')).toBeVisible()
    const decided = await page.request.post(`/dev/betslips/${betSlipId}/decision`, {
      data: { approve },
    })
    expect(decided.ok()).toBe(true)
    if (approve) {
      await expect(slip.getByTestId('bet-placed')).toBeVisible()
      await slip.getByRole('button', { name: 'Done' }).click()
    } else
      await expect(slip.getByTestId('bet-rejected')).toContainText(
        'The bet was rejected by the trader',
      )
  }
})

test("a cash-out offer follows its leg's price as it moves, without a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const [event] = (await prematchEvents(page, 17)).slice(16) as [ListedEvent]
  // Never the favourite the demo desk may boost: a boosted single has no cash-out.
  const outcomeId = outsider(event)
  await pick(page, event, outcomeId)
  const slip = page.getByTestId('betslip')
  await slip.getByLabel(/^Stake on /).fill('10')
  const price = Number(await slip.getByTestId('selection-price').textContent())
  await slip.getByRole('button', { name: 'Place bet €10.00' }).click()
  await slip.getByRole('button', { name: 'Done' }).click()
  const switcher = page.getByRole('tablist', { name: 'Betslip or my bets' })
  await switcher.getByRole('tab', { name: /My bets/ }).click()
  const card = page.getByTestId('open-bets').locator('li[data-status="open"]').first()
  const cashOut = card.getByRole('button', { name: /^Cash out €/ })
  await expect(cashOut).toBeVisible()
  const before = (await cashOut.textContent()) ?? ''
  // The price shortens: the bet is worth more, and the offer says so by itself.
  const moved = await page.request.post(`/dev/outcomes/${outcomeId}/price`, {
    data: { decimal: Math.max(1.05, Math.round((price / 2) * 100) / 100) },
  })
  expect(moved.ok()).toBe(true)
  await expect(cashOut).not.toHaveText(before)
})
