// Betting beyond a single, in Debian's chromium against the real server: a multiple and a
// Lucky 15 from the slip, My bets with a partial and then a full cash-out (its answer lost), a
// bet settled and paid when its market is resulted, a placement whose answers are lost, and My
// bets a page at a time. demo2 bets here (demo's balance is the live spec's).

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { loseAnswers } from '../support/lost-answers.ts'
import { balance, logIn, outsider, pick, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

test('desktop: a 4-fold accumulator and a Lucky 15 from the slip, both in My bets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const before = await balance(page)
  for (const event of await prematchEvents(page, 4)) await pick(page, event)

  const slip = page.getByTestId('betslip')
  await slip.getByLabel('Stake on 4-Fold Accumulator').fill('1')
  await slip.getByRole('button', { name: /System bets/ }).click()
  await slip.getByLabel('Stake on Lucky 15').fill('0.10')
  await expect(slip.getByTestId('combination-200059')).toContainText('15 bets')
  await slip.getByTestId('returns-preview').locator('summary').click()
  await expect(slip.getByTestId('returns-preview').locator('tbody tr')).toHaveCount(5)
  await expect(slip.getByTestId('total-stake')).toHaveText('€2.50')
  await slip.getByRole('button', { name: 'Place bet €2.50' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => balance(page)).toBe(before - 250)

  // On desktop My bets takes the betslip's place in the right column.
  await page.getByTestId('my-bets-button').first().click()
  const myBets = page.getByRole('region', { name: 'My bets' })
  await expect(myBets.getByText('Lucky 15')).toBeVisible()
  await expect(myBets.getByText('4-Fold Accumulator')).toBeVisible()
  await expect(slip).toBeHidden()
  await expectAccessible(page, '[data-testid="my-bets-column"]')
})

test('a €5 double is placed on the demo brand, not held to 1,250.00', async ({ page }) => {
  // docs/decisions/double-minimum.md: outside thousand-scale currencies the brand's own minimum.
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const before = await balance(page)
  for (const event of (await prematchEvents(page, 11)).slice(9, 11)) await pick(page, event)
  const slip = page.getByTestId('betslip')
  await slip.getByLabel('Stake on Double').fill('5')
  await expect(slip.getByText(/The least you can stake/)).toHaveCount(0)
  await slip.getByRole('button', { name: 'Place bet €5.00' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => balance(page)).toBe(before - 500)
})

/**
 * Logs in and places a single of €10 on the nth pre-match football event's outsider. Each cash-out
 * test has an event of its own: the settlement test results a market, and would pay these bets
 * too. Never the favourite, which the demo desk may boost: a boosted single has no cash-out.
 */
async function placeSingleOfTen(page: Page, nth: number) {
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const event = (await prematchEvents(page, nth + 1))[nth]
  if (!event) throw new Error('no pre-match event')
  await pick(page, event, outsider(event))
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill('10')
  await page.getByRole('button', { name: 'Place bet €10.00' }).click()
  await expect(page.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
}

test('mobile: a single cashed out in part, then in full', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await placeSingleOfTen(page, 4)
  await page.getByRole('button', { name: 'Done' }).click()

  await page.goto('/open_bets')
  const card = page.getByTestId('open-bets').locator('li[data-status="open"]').first()
  const cashOut = card.getByRole('button', { name: /^Cash out €/ })
  await expect(cashOut).toBeVisible()
  const afterBet = await balance(page)
  const fullOffer = (await cashOut.textContent()) ?? ''
  await card.getByLabel('Part of the offer to cash out').fill('2')
  await card.getByRole('button', { name: 'Cash out part' }).click()
  await expect(card.getByText(/Cashed out €2\.00; the rest still rides/)).toBeVisible()
  await expect.poll(() => balance(page)).toBe(afterBet + 200)
  // The offer for the rest comes by itself, without a reload or a refresh.
  await expect(cashOut).not.toHaveText(fullOffer)
  // The connection fails before the cash-out reaches the server: a tap on the offer on screen
  // then asks for the new one and says so, and nothing is paid.
  await page.context().route('**/cashout?uuid=*', (route) => route.abort('connectionreset'), {
    times: 1,
  })
  await cashOut.click()
  await expect(card.getByText('No answer in time: check the offer again.')).toBeVisible()
  await cashOut.click()
  await expect(card.getByText('That offer had changed: here is the new one.')).toBeVisible()
  expect(await balance(page)).toBe(afterBet + 200)
  // The rest is cashed out and its answer lost: the balance and the bets are read anew, which
  // shows it paid. Cashed out in full, the bet leaves the open list for the settled.
  await loseAnswers(page, '**/cashout?uuid=*', 1)
  await card.getByRole('button', { name: /^Cash out €/ }).click()
  await expect.poll(() => balance(page)).toBeGreaterThan(afterBet + 200)
  await page.getByRole('tab', { name: 'Settled' }).click()
  const cashedOut = page.getByTestId('settled-bets').locator('li[data-status="cashed-out"]').first()
  await expect(cashedOut).toBeVisible()
  // Nothing rides on a bet cashed out in full: its stake alone, no "€0.00 still riding".
  await expect(cashedOut).toContainText('Stake €10.00')
  await expect(cashedOut).not.toContainText('still riding')
  // The slip's details list both cash-outs, the part and then the rest.
  await cashedOut.getByText('Slip details').click()
  const details = cashedOut.getByTestId('slip-details')
  await expect(details).toContainText('Cashed out')
  await expect(details.locator('dd', { hasText: 'of stake' })).toHaveCount(2)
})

test('a brand without lightweight confirming asks twice before it cashes out', async ({
  page,
  request,
}) => {
  await setBrandSettings(request, { lightweight_cashout_confirming_enabled: false })
  try {
    await placeSingleOfTen(page, 8)
    await page.goto('/open_bets')
    const card = page.getByTestId('open-bets').locator('li[data-status="open"]').first()
    const cashOut = card.getByRole('button', { name: /^Cash out €/ })
    await expect(cashOut).toBeVisible()
    await expect(page.getByTestId('balance')).not.toHaveText('…')
    const afterBet = await balance(page)
    await cashOut.click()
    // The first tap only names the amount; nothing is paid until the second.
    const again = card.getByRole('button', { name: /^Tap again to cash out €/ })
    await expect(again).toBeVisible()
    expect(await balance(page)).toBe(afterBet)
    await again.click()
    await expect.poll(() => balance(page)).toBeGreaterThan(afterBet)
  } finally {
    await setBrandSettings(request, { lightweight_cashout_confirming_enabled: null })
  }
})

test('a single is settled and paid once its market is resulted', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  // Ice hockey (4): the jackpot is made of football matches, and resulting one would end it.
  const [event] = await prematchEvents(page, 1, 4)
  const market = event?.markets[0]
  const winner = market?.outcomes[0]?.id
  if (!event || !market || !winner) throw new Error('no pre-match market')
  await pick(page, event)
  const before = await balance(page)
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill('4')
  await page.getByRole('button', { name: 'Place bet €4.00' }).click()
  await expect(page.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
  const placed = (await page.getByTestId('bet-placed').textContent()) ?? ''
  const returns = Math.round(
    Number(/potential returns €([0-9.,]+)/.exec(placed)?.[1]?.replace(',', '')) * 100,
  )
  expect(returns).toBeGreaterThan(400)
  await expect.poll(() => balance(page)).toBe(before - 400)

  const resulted = await page.request.post(`/dev/markets/${market.id}/result`, {
    data: { winners: [winner] },
  })
  expect(resulted.ok()).toBe(true)
  await expect.poll(() => balance(page), { timeout: 20_000 }).toBe(before - 400 + returns)
  await page.goto('/open_bets')
  await page.getByRole('tab', { name: 'Settled' }).click()
  await expect(
    page.getByTestId('settled-bets').locator('li[data-status="won"]').first(),
  ).toBeVisible()
})

test('answers lost on the way: asked again with the same uuid, one bet and one debit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const event = (await prematchEvents(page, 16))[15]
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  const before = await balance(page)
  const uuids = await loseAnswers(page, '**/betslips?uuid=*', 4)
  const slip = page.getByTestId('betslip')
  await slip
    .getByLabel(/^Stake on /)
    .first()
    .fill('1')
  await slip.getByRole('button', { name: 'Place bet €1.00' }).click()
  await expect(slip.getByRole('button', { name: 'No answer yet, asking again…' })).toBeDisabled()
  const unconfirmed = slip.getByTestId('bet-unconfirmed')
  await expect(unconfirmed).toContainText('We could not confirm your bet', { timeout: 30_000 })
  expect(uuids).toHaveLength(4)
  await expect(unconfirmed).toContainText(`Reference ${uuids[0]}`)
  await expect(slip.getByRole('button', { name: 'Place bet €1.00' })).toBeDisabled()

  await unconfirmed.getByRole('button', { name: 'Ask again' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible()
  expect(uuids).toHaveLength(5)
  expect(new Set(uuids).size).toBe(1)
  await expect.poll(() => balance(page)).toBe(before - 100)
})

test('a booking code keeps a slip and loads it again, stakes and all', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  const events = await prematchEvents(page, 8)
  for (const event of events.slice(6, 8)) await pick(page, event)
  const slip = page.getByTestId('betslip')
  await slip
    .getByLabel(/^Stake on /)
    .first()
    .fill('3')
  await slip.getByLabel('Stake on Double').fill('1250')
  await slip.getByRole('button', { name: 'Get a booking code' }).click()
  const code = (
    (await slip.getByTestId('booking-code').locator('strong').textContent()) ?? ''
  ).trim()
  expect(code).toMatch(/^[A-Z2-9]{8}$/)

  // One at a time, each removal waited for: the list shrinks under the next click.
  const removes = slip.getByRole('button', { name: /^Remove / })
  for (let left = await removes.count(); left > 0; left--) {
    await removes.first().click()
    await expect(removes).toHaveCount(left - 1)
  }
  await expect(slip.getByText('Tap a price to add a selection.')).toBeVisible()
  await page.reload()
  await slip.getByLabel('Have a booking code?').fill(code)
  await slip.getByRole('button', { name: 'Load' }).click()
  await expect(slip.locator('[data-testid^="slip-"]')).toHaveCount(2)
  await expect(slip.getByLabel(/^Stake on /).first()).toHaveValue('3')
  await expect(slip.getByLabel('Stake on Double')).toHaveValue('1250')
})

test('My bets shows 50 bets at a time, open and settled, and older ones on request', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/1-FOOT')
  // 51 singles on a football match and 51 on an ice hockey one, placed over the API for a player
  // of their own, any price change accepted; then the hockey market is resulted.
  const login = await page.request.post('/xapi/icore/players/login', {
    headers: { brand: 'demo' },
    data: { username: 'hold', password: 'hold1234' },
  })
  const { alsToken, accountId } = (await login.json()) as { alsToken: string; accountId: string }
  const football = (await prematchEvents(page, 6))[5]
  const hockey = (await prematchEvents(page, 2, 4))[1]
  const market = hockey?.markets[0]
  const outcomes = [football?.markets[0]?.outcomes[0]?.id, market?.outcomes[0]?.id]
  for (const outcomeId of outcomes)
    for (let bet = 0; bet < 51; bet++) {
      const placed = await page.request.post(
        `/xapi/rest/accounts/${accountId}/betslips?uuid=${crypto.randomUUID()}`,
        {
          headers: { authorization: `Bearer ${alsToken}` },
          data: { singles: [{ outcomeId, decimal: 1.01, unitStake: 100 }], userAcceptOdds: 'A' },
        },
      )
      expect(await placed.json()).toMatchObject({ status: 'placed', errors: [] })
    }
  const resulted = await page.request.post(`/dev/markets/${market?.id}/result`, {
    data: { winners: [outcomes[1]] },
  })
  expect(resulted.ok()).toBe(true)

  await logIn(page, 'hold', 'hold1234')
  // Each open bet comes with its cash-out offer: the page asks for none of them again.
  const offersAsked: string[] = []
  page.context().on('request', (request) => {
    if (/\/cashout\/[^/?]+$/.test(new URL(request.url()).pathname)) offersAsked.push(request.url())
  })
  await page.goto('/open_bets')
  const open = page.getByTestId('open-bets').locator(':scope > li')
  await expect(open).toHaveCount(50)
  await expect(page.getByText('Checking cash-out…')).toHaveCount(0)
  expect(offersAsked).toEqual([])
  await expect(page.getByText('The newest 50 of 51 open bets')).toBeVisible()
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(open).toHaveCount(51)
  await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden()

  await page.getByRole('tab', { name: 'Settled' }).click()
  const settled = page.getByTestId('settled-bets').locator(':scope > li')
  await expect(settled).toHaveCount(50)
  await page.getByRole('button', { name: 'Show older bets' }).click()
  await expect(settled).toHaveCount(51)
  await expect(page.getByRole('button', { name: 'Show older bets' })).toBeHidden()
  await expectAccessible(page, 'main')
})
