// A pre-match football match in depth on the phone: the event page of a match the simulator made
// shows at least 80 markets, grouped so a bettor finds them: the correct-score grid, the
// goalscorers from the sides' squads, corners and cards, half time/full time.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

test('phone: a football match shows 80 markets and more, in groups a bettor can pick', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const answer = await request.get(
    '/xapi/rest/events?eventPathIds=1&periodType=PRE_MATCH&outrights=exclude&eventsPerPage=20',
  )
  const { events } = (await answer.json()) as {
    events: Array<{ slug: string; description: string }>
  }
  const match = events.find((event) => event.description.includes(' v '))
  expect(match).toBeDefined()
  await page.goto(`/events/${match?.slug}`)
  const eventPage = page.getByTestId('event-page')
  await expect(eventPage.getByRole('heading', { level: 1 })).toHaveText(match?.description ?? '')
  const markets = eventPage.locator('[data-testid^="market-"]')
  await expect.poll(() => markets.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(80)

  const groups = page.getByRole('tablist', { name: 'Market groups' })
  for (const name of ['Correct Score', 'Goalscorer', 'Corners', 'Half Time/Full Time', 'Halves'])
    await expect(groups.getByRole('tab', { name, exact: true })).toBeAttached()

  await groups.getByRole('tab', { name: 'Correct Score', exact: true }).click()
  const grid = markets.filter({ hasText: /^Correct Score/ }).first()
  await expect(grid.locator('[data-testid^="price-"]')).toHaveCount(26)
  await expect(grid).toContainText('2-1')
  await expect(grid).toContainText('Any Other Score')

  await groups.getByRole('tab', { name: 'Goalscorer', exact: true }).click()
  await expect(markets).toHaveCount(3)
  const first = markets.filter({ hasText: 'First Goalscorer' })
  await expect(first).toContainText('No Goalscorer')
  // Twenty-two players and no goalscorer, each a price a bettor can take.
  await expect(first.locator('[data-testid^="price-"]')).toHaveCount(23)
  await page.screenshot({ path: test.info().outputPath('goalscorers-390.png') })
  // The names are readable on the phone: no price button is wider than the screen.
  for (const box of await first
    .locator('[data-testid^="price-"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(390)
})
