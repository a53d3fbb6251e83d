// Money as the server's currency list says (SPEC.md section 7, GET /xapi/rest/currencies): the
// engine reads the list at start and the page formats every amount with its currency's record,
// its sign, minor unit and scale, rather than a table of its own. An operator's list is played
// here by changing the reference server's answer on its way. `excluded` (€40.00, never bets)
// is read only.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn } from '../support/slip-page.ts'

failOnConsoleErrors()

interface CurrencyRecord {
  code: string
  symbol: string
  displayScale: number
}

test("the balance is formatted with the server's currency record: its sign, and its scale in thousands", async ({
  page,
}) => {
  let record: Partial<CurrencyRecord> = { symbol: 'EUR ' }
  await page.route('**/xapi/rest/currencies?*', async (route) => {
    const answer = await route.fetch()
    const list = (await answer.json()) as CurrencyRecord[]
    await route.fulfill({
      response: answer,
      json: list.map((currency) =>
        currency.code === 'EUR' ? { ...currency, ...record } : currency,
      ),
    })
  })
  await page.goto('/live/sport/')
  await logIn(page, 'excluded', 'excluded123')
  await expect(page.getByTestId('balance')).toHaveText('EUR 40.00')

  // The same €40.00 from a list that counts euros in thousands: 0.04 thousand, and says so.
  record = { displayScale: 1000 }
  await page.reload()
  await expect(page.getByTestId('balance')).toHaveText('0.04K EUR')
})
