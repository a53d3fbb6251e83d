// The choices a bettor saves on the account page, each still theirs after a reload: the bonus
// choice (SPEC.md section 7, Accounts: read from GET /xapi/rest/accounts/{id}/info, saved by PUT
// /xapi/rest/accounts/{id}) and a profile preference (PUT /xapi/icore/players/{username}/details).
// The newbie demo player is one no other spec logs in as.

import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn } from '../support/slip-page.ts'

failOnConsoleErrors()

test('the bonus choice on the account page is saved on the account and survives a reload', async ({
  page,
}) => {
  await page.goto('/account/balances')
  await logIn(page, 'newbie', 'newbie123')
  const choice = page.getByRole('form', { name: 'How would you like your bonuses paid?' })
  await expect(choice.getByText('You have not chosen yet.')).toBeVisible()
  const save = choice.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()

  await choice.getByLabel('As real money').check()
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/xapi\/rest\/accounts\/[^/]+$/.test(request.url()),
  )
  await save.click()
  expect((await saved).postDataJSON()).toEqual({
    wasSetRealMoneyBonuses: true,
    realMoneyBonuses: true,
  })
  await expect(page.getByTestId('toast').last()).toContainText('Your choice has been saved')

  const summary = page.waitForResponse((response) => response.url().includes('/info?'))
  await page.reload()
  expect((await summary).ok()).toBe(true)
  await expect(choice.getByLabel('As real money')).toBeChecked()
  await expect(choice.getByLabel('As promo cash')).not.toBeChecked()
  await expect(choice.getByText('You have not chosen yet.')).toBeHidden()
})

test('a profile preference saved on the account page says so and survives a reload', async ({
  page,
}) => {
  await page.goto('/account')
  await logIn(page, 'newbie', 'newbie123')
  const preferences = page.getByRole('form', { name: 'Preferences' })
  const rememberStake = preferences.getByLabel('Remember my last stake')
  await expect(rememberStake).not.toBeChecked()
  await rememberStake.check()
  await preferences.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('toast').last()).toContainText('Your choice has been saved')
  await page.reload()
  await expect(rememberStake).toBeChecked()
})
