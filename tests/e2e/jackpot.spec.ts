// The jackpot in Debian's chromium against the real server and the feed simulator's calendar:
// the banner, the prize and the matches, a pick on every match and a perm on one, the lines and
// the cost, Place enabled only when every match is picked, and the reference of the placed slip;
// at 390 px and at 1366 px, with axe-core on the page and the result; a slip whose answers are
// lost, asked again and placed once; the second advert, a visitor's and a player's. As demo2,
// whose balance no other spec reads.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { loseAnswers } from '../support/lost-answers.ts'

failOnConsoleErrors()

async function logIn(page: Page) {
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username').fill('demo2')
  await dialog.getByLabel('Password').fill('demo1234')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Picks an open price on every match in turn, the slip counting each, after `beforeEach` (a
 * check of the slip while still incomplete). Answers the number of matches.
 */
async function pickEveryMatch(page: Page, beforeEach?: () => Promise<void>): Promise<number> {
  const rows = page.getByTestId('jackpot-event')
  const count = await rows.count()
  for (let index = 0; index < count; index++) {
    await beforeEach?.()
    await rows
      .nth(index)
      .getByRole('button', { pressed: false })
      .and(page.locator(':enabled'))
      .first()
      .click()
    await expect(page.getByTestId('jackpot-picked')).toHaveText(`${index + 1} of ${count}`)
  }
  return count
}

for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const)
  test(`§4 jackpot slip (${name}): every match picked, a perm, placed, the reference shown`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/jackpot')
    const jackpotPage = page.getByTestId('jackpot-page')
    const rows = page.getByTestId('jackpot-event')
    // The calendar fills up as the server starts; the jackpot opens once it has the matches.
    await expect.poll(() => rows.count(), { timeout: 45_000 }).toBeGreaterThanOrEqual(8)
    await expect(page.getByTestId('advert-jackpot_banner')).toBeVisible()
    await expect(page.getByTestId('jackpot-prize')).toHaveText('€50,000.00')
    await logIn(page)

    const slip = page.getByTestId('jackpot-slip')
    const place = slip.getByRole('button', { name: 'Place jackpot bet' })
    const count = await pickEveryMatch(page, async () => expect(place).toBeDisabled())
    await expect(slip.getByTestId('jackpot-lines')).toHaveText('1')
    await expect(slip.getByTestId('jackpot-total-cost')).toHaveText('€1.00')
    // A second pick on the first match: a perm, two lines.
    await rows
      .first()
      .getByRole('button', { pressed: false })
      .and(page.locator(':enabled'))
      .first()
      .click()
    await expect(slip.getByTestId('jackpot-lines')).toHaveText('2')
    await expect(slip.getByTestId('jackpot-total-cost')).toHaveText('€2.00')
    await expect(place).toBeEnabled()
    await expectAccessible(page, '[data-testid="jackpot-page"]')

    await place.click()
    const result = page.getByRole('dialog', { name: 'Jackpot bet placed' })
    await expect(result.getByTestId('jackpot-reference')).toHaveText(/^JP-[0-9A-F]{8}$/)
    const reference = (await result.getByTestId('jackpot-reference').textContent()) ?? ''
    await expect(result).toContainText('2 lines for €2.00')
    await expectAccessible(page, '[role="dialog"]')
    await result.getByRole('button', { name: 'Done' }).click()
    await expect(result).toBeHidden()
    // The slip is among the player's jackpot bets, waiting for its results.
    await expect(page.getByTestId('jackpot-slips')).toContainText(reference)
    await expect(page.getByTestId('jackpot-slips')).toContainText('Waiting for results')
    // The slip starts again empty, and Place waits for every match again.
    await expect(slip.getByTestId('jackpot-picked')).toHaveText(`0 of ${count}`)
    await expect(place).toBeDisabled()
    await expect(jackpotPage).toBeVisible()
  })

test('§7 jackpot_bets: the second advert shows a visitor how to play, a player their picks', async ({
  page,
}) => {
  await page.goto('/jackpot')
  const advert = page.getByTestId('jackpot-page').getByTestId('advert-jackpot_bets')
  // Beside the slip, once the calendar has the jackpot's matches.
  await expect(advert).toContainText('log in to place your picks', { timeout: 45_000 })
  await logIn(page)
  await expect(advert).toContainText('Your jackpot picks for this week')
  await expect(advert).not.toContainText('log in to place your picks')
})

test('§2 /jackpot/sport/{jackpotEvent}: the jackpot opens on that match, marked and in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/jackpot/sport/7')
  const rows = page.getByTestId('jackpot-event')
  await expect.poll(() => rows.count(), { timeout: 45_000 }).toBeGreaterThanOrEqual(8)
  const seventh = page.locator('#jackpot-event-7')
  await expect(seventh).toHaveAttribute('aria-current', 'true')
  await expect(seventh).toBeInViewport()
  await expect(page.locator('#jackpot-event-1')).not.toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('jackpot-page')).toHaveAttribute('data-navigation-id', '10002')
})

test('answers lost on the way: asked again with the same uuid, one jackpot slip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/jackpot')
  const rows = page.getByTestId('jackpot-event')
  await expect.poll(() => rows.count(), { timeout: 45_000 }).toBeGreaterThanOrEqual(8)
  await logIn(page)
  const slip = page.getByTestId('jackpot-slip')
  await pickEveryMatch(page)
  const uuids = await loseAnswers(page, '**/jackpotbetslips?uuid=*', 4)
  await slip.getByRole('button', { name: 'Place jackpot bet' }).click()
  await expect(slip.getByRole('button', { name: 'No answer yet, asking again…' })).toBeDisabled()
  const unconfirmed = page.getByRole('dialog', { name: 'We could not confirm your jackpot bet' })
  await expect(unconfirmed).toBeVisible({ timeout: 30_000 })
  await expectAccessible(page, '[role="dialog"]')
  expect(uuids).toHaveLength(4)

  await unconfirmed.getByRole('button', { name: 'Ask again' }).click()
  const result = page.getByRole('dialog', { name: 'Jackpot bet placed' })
  const reference = (await result.getByTestId('jackpot-reference').textContent()) ?? ''
  expect(reference).toMatch(/^JP-[0-9A-F]{8}$/)
  expect(uuids).toHaveLength(5)
  expect(new Set(uuids).size).toBe(1)
  await result.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('jackpot-slips').getByText(reference)).toHaveCount(1)
})

// Last in this file: it voids a match of the worker's one jackpot.
test('a match postponed before the jackpot closes says its result will be drawn, and is picked all the same', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/jackpot')
  const rows = page.getByTestId('jackpot-event')
  await expect.poll(() => rows.count(), { timeout: 45_000 }).toBeGreaterThanOrEqual(8)
  const count = await rows.count()
  const active = await (await page.request.get('/xapi/rest/jackpotbetweb/active')).json()
  const second = active.events[1]
  const voided = await page.request.post(`/dev/markets/${second.marketId}/result`, {
    data: { winners: [], void: second.outcomes.map((o: { outcomeId: string }) => o.outcomeId) },
  })
  expect(voided.ok()).toBe(true)
  await page.reload()
  await expect.poll(() => rows.count(), { timeout: 45_000 }).toBe(count)
  await logIn(page)

  const postponed = page.locator('#jackpot-event-2')
  await expect(postponed.getByTestId('jackpot-event-void')).toHaveText(
    'Postponed or abandoned: its result will be drawn at random when the jackpot settles.',
  )
  await expect(postponed.getByRole('button').and(page.locator(':enabled'))).toHaveCount(3)
  const slip = page.getByTestId('jackpot-slip')
  const place = slip.getByRole('button', { name: 'Place jackpot bet' })
  await pickEveryMatch(page, async () => expect(place).toBeDisabled())
  await expect(slip.getByTestId('jackpot-lines')).toHaveText('1')
  await expect(place).toBeEnabled()
  await expectAccessible(page, '[data-testid="jackpot-page"]')
  await place.click()
  const result = page.getByRole('dialog', { name: 'Jackpot bet placed' })
  await expect(result).toContainText('1 line for €1.00')

  // Settled, the slip says what was drawn for the postponed match. Settling waits for the
  // jackpot's close, hours away: the slips' answer is given the draw a settled jackpot answers
  // with (the server's side is tests/integration/jackpot-settlement.test.ts).
  const drawn = second.outcomes[1]
  await page.route('**/accounts/*/jackpotbetslips', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const answer = await route.fetch()
    const body = await answer.json()
    body.slips[0].draws = [
      { ordinal: 2, outcomeId: drawn.outcomeId, description: drawn.description },
    ]
    await route.fulfill({ response: answer, json: body })
  })
  await result.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('jackpot-slips').getByTestId('jackpot-drawn').first()).toHaveText(
    `Match 2 postponed: drawn ${drawn.description}`,
  )
})
