// The bettor's choices on the slip, in Debian's chromium against the real server: a price that
// moves while the bet is on its way, taken or not as the acceptance choice says; an each-way bet
// on an outright; a banker and the acca bonus; and a stake big enough to go to a trader, whose
// decision (POST /dev/betslips/{id}/decision) puts the bet in My bets.

import type { Page } from '@playwright/test'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import {
  balance,
  type ListedEvent,
  logIn,
  outsider,
  pick,
  prematchEvents,
} from '../support/slip-page.ts'

failOnConsoleErrors()

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
})

/**
 * Holds the next placement until the price of `outcomeId` has moved to `decimal` on the server:
 * the bet arrives carrying the price the bettor saw, as when the price moves while it travels.
 */
async function movePriceInFlight(page: Page, outcomeId: string, decimal: number) {
  await page.context().route(
    '**/betslips?uuid=*',
    async (route) => {
      const moved = await page.request.post(`/dev/outcomes/${outcomeId}/price`, {
        data: { decimal },
      })
      expect(moved.ok()).toBe(true)
      await route.continue()
    },
    { times: 1 },
  )
}

async function stakeOne(page: Page, event: ListedEvent, outcomeId?: string) {
  await pick(page, event, outcomeId)
  await page
    .getByLabel(/^(Stake|To win) on /)
    .first()
    .fill('1')
}

const firstOutcome = (event: ListedEvent) => event.markets[0]?.outcomes[0]?.id ?? ''

/** A selection the price tests move: the outsider, which the boost desk never boosts. */
type Staked = { event: ListedEvent; outcomeId: string }

/** The price the slip shows for its only selection. */
async function slipPrice(page: Page, outcomeId: string): Promise<number> {
  const text = await page.getByTestId(`slip-${outcomeId}`).locator('span').first().textContent()
  return Number(text)
}

test('a price moving on the way: asked under D, taken higher under H, any under A', async ({
  page,
}) => {
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const [ask, higher, any] = (await prematchEvents(page, 16))
    .slice(10, 13)
    .map((event) => ({ event, outcomeId: outsider(event) })) as [Staked, Staked, Staked]
  const slip = page.getByTestId('betslip')

  // D (the default): the bettor is asked, and accepting places at the new price.
  await stakeOne(page, ask.event, ask.outcomeId)
  const seen = await slipPrice(page, ask.outcomeId)
  await movePriceInFlight(page, ask.outcomeId, Math.round((seen + 0.5) * 100) / 100)
  await slip.getByRole('button', { name: /^Place bet/ }).click()
  await expect(slip.getByTestId('price-changed')).toBeVisible()
  await slip.getByRole('button', { name: 'Accept and place' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible()
  await slip.getByRole('button', { name: 'Done' }).click()

  // H: a higher price is taken without asking.
  await stakeOne(page, higher.event, higher.outcomeId)
  await slip.getByLabel('Price changes').selectOption('H')
  const before = await slipPrice(page, higher.outcomeId)
  const up = Math.round((before + 0.75) * 100) / 100
  await movePriceInFlight(page, higher.outcomeId, up)
  await slip.getByRole('button', { name: /^Place bet/ }).click()
  await expect(slip.getByTestId('bet-placed')).toContainText(`potential returns €${up.toFixed(2)}`)
  await slip.getByRole('button', { name: 'Done' }).click()

  // A: even a lower price is taken.
  await stakeOne(page, any.event, any.outcomeId)
  await slip.getByLabel('Price changes').selectOption('A')
  const was = await slipPrice(page, any.outcomeId)
  const down = Math.max(1.05, Math.round((was - 0.2) * 100) / 100)
  await movePriceInFlight(page, any.outcomeId, down)
  await slip.getByRole('button', { name: /^Place bet/ }).click()
  await expect(slip.getByTestId('bet-placed')).toContainText(
    `potential returns €${down.toFixed(2)}`,
  )
})

test('an each-way bet on an outright: a win part and a place part, both debited', async ({
  page,
}) => {
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const answer = await page.request.get(
    '/xapi/rest/events?outrights=only&includeMarkets=true&eventsPerPage=5',
  )
  const { events } = (await answer.json()) as { events: ListedEvent[] }
  const outright = events.find((event) => (event.markets[0]?.outcomes.length ?? 0) > 3)
  if (!outright) throw new Error('no outright on offer')
  const outcomeId = outright.markets[0]?.outcomes[2]?.id ?? ''
  await page.goto(`/events/${outright.slug}`)
  await page.getByTestId(`price-${outcomeId}`).first().click()
  const selection = page.getByTestId(`slip-${outcomeId}`)
  await selection.getByLabel(/^Stake on /).fill('2')
  await selection.getByRole('checkbox', { name: /Each way/ }).click()
  await expect(selection.getByRole('checkbox', { name: /Each way/ })).toBeChecked()
  const slip = page.getByTestId('betslip')
  await expect(slip.getByTestId('total-stake')).toHaveText('€4.00')
  const before = await balance(page)
  await slip.getByRole('button', { name: 'Place bet €4.00' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible()
  await expect.poll(() => balance(page)).toBe(before - 400)
})

test('a banker in every system line, and the acca bonus on the treble', async ({ page }) => {
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  for (const event of (await prematchEvents(page, 19)).slice(16, 19)) await pick(page, event)
  const slip = page.getByTestId('betslip')
  await slip.getByLabel('Stake on Treble').fill('2')
  // The brand's acca bonus: 5 % of the winnings of a three-leg multiple, from the server.
  await expect(slip.getByTestId('extra-winnings')).toContainText('Acca bonus included')
  await slip.getByRole('button', { name: /^System bets/ }).click()
  const trixie = slip.getByTestId('combination-200057')
  await expect(trixie).toContainText('4 bets')
  const banker = slip.getByRole('checkbox', { name: /^Banker/ }).first()
  await banker.click()
  await expect(banker).toBeChecked()
  // With a banker the Trixie keeps the two doubles holding it and the treble.
  await expect(trixie).toContainText('3 bets')
})

test('a stake over the threshold goes to a trader, and once approved it is in My bets', async ({
  page,
}) => {
  await page.goto('/sports/1-FOOT')
  await logIn(page, 'highroller', 'highroller1')
  const [event] = (await prematchEvents(page, 20)).slice(19)
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill('600')
  const slip = page.getByTestId('betslip')
  await expect(slip.getByTestId('may-be-referred')).toBeVisible()
  const placing = page.waitForResponse((response) => /\/betslips\?uuid=/.test(response.url()))
  await slip.getByRole('button', { name: 'Place bet €600.00' }).click()
  const { betSlipId } = (await (await placing).json()) as { betSlipId: string }
  await expect(slip.getByTestId('bet-referred')).toBeVisible()
  const decided = await page.request.post(`/dev/betslips/${betSlipId}/decision`, {
    data: { approve: true },
  })
  expect(decided.ok()).toBe(true)
  await page.goto('/open_bets')
  await expect(page.getByTestId('open-bets').locator('li').first()).toContainText('€600.00')
})

test('a free bet is staked from the free bets, the balance untouched', async ({ page }) => {
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const [event] = (await prematchEvents(page, 14)).slice(13)
  if (!event) throw new Error('no pre-match event')
  await stakeOne(page, event)
  const selection = page.getByTestId(`slip-${firstOutcome(event)}`)
  const freeBet = selection.getByRole('checkbox', { name: /^Free bet/ })
  const stake = selection.getByLabel(/^(Stake|To win) on /)
  const slip = page.getByTestId('betslip')
  // SPEC.md section 4: on, the stake is the most the free bets hold (max), none of it cash; off,
  // neither (null): the stake is back to 0.
  const offer = await selection
    .locator('label')
    .filter({ hasText: /^Free bet/ })
    .textContent()
  const freeMoney = /€([\d,.]+) left/.exec(offer ?? '')?.[1]?.replaceAll(',', '') ?? ''
  await freeBet.click()
  await expect(freeBet).toBeChecked()
  await expect(stake).toHaveValue(String(Number(freeMoney)))
  await expect(slip.getByTestId('free-bet-stake')).toHaveText(`€${Number(freeMoney).toFixed(2)}`)
  await freeBet.click()
  await expect(freeBet).not.toBeChecked()
  await expect(stake).toHaveValue('0')
  await expect(slip.getByTestId('free-bet-stake')).toHaveCount(0)
  // A free bet of less than the most: the stake typed after, still from the free bets.
  await freeBet.click()
  await stake.fill('1')
  await expect(slip.getByTestId('free-bet-stake')).toHaveText('€1.00')
  const before = await balance(page)
  await slip.getByRole('button', { name: 'Place bet €1.00' }).click()
  await expect(slip.getByTestId('bet-placed')).toBeVisible()
  await page.goto('/open_bets')
  await expect(page.getByTestId('open-bets').locator('li').first()).toBeVisible()
  await expect.poll(() => balance(page)).toBe(before)
  // A free bet runs to its settlement: cashed out, its promo cash would come back as real money.
  const card = page.getByTestId('open-bets').locator('li').filter({ hasText: event.description })
  await expect(card.first()).toContainText('€1.00')
  await expect(card.getByRole('button', { name: /^Cash out/ })).toHaveCount(0)
})

test('a bet that could return more than the brand pays on one bet cannot be placed, and the slip says why', async ({
  page,
}) => {
  // €10 at any price returns more than the €5 this brand now pays on one bet.
  expect((await setBrandSettings(page.request, { bet_max_payout_amount: '5' })).ok()).toBe(true)
  try {
    await page.goto('/sports/1-FOOT')
    await logIn(page)
    const [event, another] = (await prematchEvents(page, 17)).slice(15)
    if (!event || !another) throw new Error('no pre-match events')
    await pick(page, event)
    await page
      .getByLabel(/^(Stake|To win) on /)
      .first()
      .fill('10')
    const slip = page.getByTestId('betslip')
    await expect(slip.getByTestId('slip-errors')).toContainText(
      'The limit for this combination has been reached',
    )
    await expect(slip.getByRole('button', { name: /^Place bet/ })).toBeDisabled()
    // Within it (€0.10 at up to 50.0), the same bet may be placed.
    await page
      .getByLabel(/^(Stake|To win) on /)
      .first()
      .fill('0.1')
    await expect(slip.getByTestId('slip-errors')).toHaveCount(0)
    await expect(slip.getByRole('button', { name: /^Place bet/ })).toBeEnabled()
    // A multiple past it is named.
    await pick(page, another)
    await slip.getByLabel('Stake on Double').fill('10')
    await expect(slip.getByTestId('slip-errors')).toContainText(
      'Double: The limit for this combination has been reached',
    )
    await expect(slip.getByRole('button', { name: /^Place bet/ })).toBeDisabled()
  } finally {
    await setBrandSettings(page.request, { bet_max_payout_amount: null })
  }
})

test('a brand that taxes bets shows the stake tax and returns after the tax on winnings', async ({
  page,
}) => {
  await page.goto('/sports/1-FOOT?brand=gateway')
  const [event] = await prematchEvents(page, 1)
  if (!event) throw new Error('no pre-match event')
  await stakeOne(page, event)
  const slip = page.getByTestId('betslip')
  await expect(slip.getByTestId('stake-tax')).toBeVisible()
  await expect(slip.getByTestId('returns-tax')).toContainText('15% tax on winnings')
})

test('the odds format switch shows every price its way', async ({ page }) => {
  await page.goto('/sports/1-FOOT')
  const [event] = await prematchEvents(page, 1)
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  await page.getByLabel('Odds', { exact: true }).selectOption('uk')
  await expect(page.getByTestId(`price-${firstOutcome(event)}`).first()).toContainText('/')
})

test('fractional odds are the fractions a UK bettor knows, named alike on the slip and the profile', async ({
  page,
}) => {
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const [event] = await prematchEvents(page, 1)
  if (!event) throw new Error('no pre-match event')
  const outcomeId = outsider(event)
  await pick(page, event, outcomeId)
  const format = page.getByLabel('Odds', { exact: true })
  await format.selectOption('uk')
  await expect(format.locator('option:checked')).toHaveText('Fractional (6/4)')
  const price = page.getByTestId(`price-${outcomeId}`).first()
  // 2.78 used to read 89/50 and 1.19 read 19/100: each is the nearest rung of the ladder.
  for (const [decimal, fraction] of [
    [2.78, '7/4'],
    [1.19, '2/11'],
    [2.38, '11/8'],
    // 1/1, as UK books print it.
    [2.0, 'Evens'],
  ] as const) {
    const moved = await page.request.post(`/dev/outcomes/${outcomeId}/price`, {
      data: { decimal },
    })
    expect(moved.ok()).toBe(true)
    // The button reads the runner's name, then its price.
    await expect(price).toHaveText(new RegExp(`\\D${fraction}$`))
    await expect(page.getByTestId(`slip-${outcomeId}`)).toContainText(fraction)
  }
  await page.goto('/account')
  await expect(page.getByLabel('Odds format').locator('option:checked')).toHaveText(
    'Fractional (6/4)',
  )
})

test('the gateway brand shows Indonesian odds; under 2.00 they are negative and stake to win', async ({
  page,
}) => {
  const answer = await page.request.get(
    '/xapi/rest/events?eventPathIds=1&periodType=PRE_MATCH&marketTypeIds=MRES&includeMarkets=true&eventsPerPage=20&outrights=exclude',
  )
  interface PricedEvent {
    slug: string
    markets: Array<{
      outcomes: Array<{ id: string; consolidatedPrice: { currentPrice: { decimal: number } } }>
    }>
  }
  const { events } = (await answer.json()) as { events: PricedEvent[] }
  const favourite = events
    .flatMap((listed) =>
      (listed.markets[0]?.outcomes ?? []).map((outcome) => ({ listed, outcome })),
    )
    .find(({ outcome }) => outcome.consolidatedPrice.currentPrice.decimal < 1.9)
  if (!favourite) throw new Error('no favourite under 1.90')
  await page.goto(`/events/${favourite.listed.slug}?brand=gateway`)
  const price = page.getByTestId(`price-${favourite.outcome.id}`).first()
  await expect(price).toContainText('-')
  await price.click()
  const selection = page.getByTestId(`slip-${favourite.outcome.id}`)
  await selection.getByLabel(/^To win on /).fill('100')
  // To win 100 at a price under 2.00 risks more than 100.
  const risk = async () =>
    Number((await selection.getByTestId('risk').textContent())?.replace(/[^0-9.]/g, ''))
  await expect.poll(risk).toBeGreaterThan(100)
})
