// The sports pages as a mainstream book has them (issue 42): each sport's own clock and score on
// a live row, matches at their own minutes, search as you type, and the list's ways in.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

test('phone: live rows show each sport in its own terms, the matches at their own minutes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  const rows = page.getByTestId('live-events').locator('li')
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5)
  // Football keeps its minute and goals, and the matches do not all sit on the same minute.
  const football = rows.filter({ hasText: 'Arsenal v Chelsea' }).getByTestId('row-score')
  await expect(football).toHaveText(/^\d+' · \d+-\d+$/)
  const minutes = await rows
    .getByTestId('row-score')
    .evaluateAll((scores) =>
      scores.flatMap((score) => /^(\d+)'/.exec(score.textContent ?? '')?.[1] ?? []),
    )
  expect(minutes.length).toBeGreaterThanOrEqual(5)
  expect(new Set(minutes).size).toBeGreaterThanOrEqual(4)

  // The demo's Counter-Strike match: the map in play, maps won, the map's rounds; no minute.
  await page.getByRole('link', { name: /^Counter-Strike/ }).click()
  await page.getByRole('button', { name: /IEM Katowice/ }).click()
  const esports = rows.filter({ hasText: 'Natus Vincere v FaZe Clan' }).getByTestId('row-score')
  await expect(esports).toHaveText(/^Map \d+ · \d+-\d+ · \d+-\d+$/)
})
