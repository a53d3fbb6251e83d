// Brands, login methods and the cashier in Debian's chromium against the real server: each brand
// looks like itself, every login path of SPEC.md section 4 is walked (direct, the gateway's
// one-time code and security question, the wallet's terms), money goes in and out through the
// sandbox cashier (a deposit whose answer is lost is retried and paid once), and the account pages
// show it. axe-core checks the login, cashier and account
// screens.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { expectLogoWholeBeside } from '../support/header-logo.ts'
import { loseAnswers } from '../support/lost-answers.ts'

failOnConsoleErrors()

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).first().click()
  // A tap before the statecharts have loaded opens the dialog once they have (src/ui/late-actor.ts).
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function submitCredentials(page: Page, username: string, password: string) {
  const dialog = await openLogin(page)
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return dialog
}

/** The newest code the server would have sent by SMS (GET /dev/outbox, DEV_ENDPOINTS=1). */
async function sentCode(page: Page, username: string): Promise<string> {
  const answer = await page.request.get(`/dev/outbox?username=${username}`, {
    headers: { brand: 'gateway' },
  })
  expect(answer.ok()).toBe(true)
  const { messages } = (await answer.json()) as { messages: { body: string }[] }
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1]
  if (!code) throw new Error(`no code in the outbox of ${username}`)
  return code
}

test('brands: each brand has its own logo and colours, picked by host name or brand=', async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=gateway')
  const logo = page.getByRole('link', { name: 'Home' }).locator('img')
  await expect(logo).toHaveAttribute('src', /gateway/)
  const accent = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sb-accent').trim(),
    )
  await expect.poll(accent).toBe('#ff8a1f')
  // A later visit without the parameter keeps the brand the first one chose.
  await page.goto('/live/sport/')
  await expect(logo).toHaveAttribute('src', /gateway/)

  // The wallet brand by its own host name: chromium resolves *.localhost without configuration.
  const port = new URL(page.url()).port
  await page.goto(`http://wallet.localhost:${port}/live/sport/`)
  await expect(page.getByRole('link', { name: 'Home' }).locator('img')).toHaveAttribute(
    'src',
    /wallet/,
  )
  await expect.poll(accent).toBe('#2fd4b7')
})

test('direct: a locked account is refused; the login modal passes axe and holds the keyboard', async ({
  page,
}) => {
  await page.goto('/live/sport/')
  const dialog = await openLogin(page)
  await expectAccessible(page, '[role="dialog"]')
  // Shift+Tab from the first control goes round to the last, Tab from there back to the first,
  // and no number of Tabs leaves the dialog for the page under it.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.evaluate(() => document.activeElement?.setAttribute('data-opened-on', ''))
  const first = dialog.locator('[data-opened-on]')
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await expect(first).not.toBeFocused()
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
  }
  await dialog.getByLabel('Username').fill('locked')
  await dialog.getByLabel('Password').fill('locked123')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByTestId('toast').last()).toContainText('account is locked')
  await expect(dialog.getByTestId('login-problem')).toHaveText(
    'Your account is locked. Please contact customer support.',
  )
  await expect(page.getByTestId('balance')).toHaveCount(0)
})

test('direct: a wrong password says so; too many tries say until when, not "difficulties"', async ({
  page,
}) => {
  await page.goto('/live/sport/')
  const dialog = await submitCredentials(page, 'demo', 'not-the-password')
  const problem = dialog.getByTestId('login-problem')
  await expect(problem).toHaveText('The username or password is not right.')
  // Read as easily as the rest of the form (axe checks its contrast).
  await expectAccessible(page, '[role="dialog"]')

  // A name's tenth failure within 15 minutes locks it (server/auth/rate-limit.ts); a name of
  // its own, so no other test's player is locked.
  for (let failure = 0; failure < 10; failure++) {
    const answer = await page.request.post('/xapi/icore/players/login', {
      data: { username: 'nobody-here', password: 'wrong' },
    })
    expect(answer.status()).toBe(401)
  }
  await dialog.getByLabel('Username').fill('nobody-here')
  await dialog.getByLabel('Password').fill('wrong')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  const until = /^Too many tries\. You can try again at (\d\d:\d\d.*)\.$/
  await expect(problem).toHaveText(until)
  // The lock ends 15 minutes after the first failure: the time shown is that, as the page's
  // clock and language write it.
  const shown = until.exec((await problem.textContent()) ?? '')?.[1]
  const fifteenMinutesOn = await page.evaluate(() =>
    [-1, 0, 1].map((minute) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        hour: '2-digit',
        minute: '2-digit',
      }).format(Date.now() + (15 + minute) * 60_000),
    ),
  )
  expect(fifteenMinutesOn).toContain(shown)
  await expect(page.getByTestId('toast').filter({ hasText: 'difficulties' })).toHaveCount(0)
})

test('risk group: the notice shows the activity at login; log out or acknowledge, then it stays away', async ({
  page,
}) => {
  await page.goto('/live/sport/')
  await submitCredentials(page, 'riskgroup', 'riskgroup1')
  const notice = page.getByRole('dialog', { name: 'Your betting activity' })
  await expect(notice).toBeVisible()
  await expect(notice.getByTestId('risk-group-activity')).toContainText('Staked')
  await expectAccessible(page, '[role="dialog"]')
  // Neither Escape nor a way round it: the player logs out or acknowledges.
  await page.keyboard.press('Escape')
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Log out' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible()

  // Not acknowledged: the next login shows it again.
  await submitCredentials(page, 'riskgroup', 'riskgroup1')
  await notice.getByRole('button', { name: 'I have read this, continue' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByTestId('balance')).toBeVisible()

  // Acknowledged today: the session restored on a reload asks, and the server says not due.
  const asked = page.waitForResponse(/riskGroupNotice/)
  await page.reload()
  expect(((await (await asked).json()) as { due: boolean }).due).toBe(false)
  await expect(page.getByTestId('balance')).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('the profile saved says so: "Your choice has been saved"', async ({ page }) => {
  // A player no other test logs in; saved as shown, nothing about them changes.
  await page.goto('/account')
  const dialog = await submitCredentials(page, 'excluded', 'excluded123')
  await expect(dialog).toBeHidden()
  const preferences = page.getByRole('form', { name: 'Preferences' })
  await preferences.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your choice has been saved', { exact: true })).toBeVisible()
})

test('gateway, one-time code: a wrong code is refused, the right one logs in; resend waits', async ({
  page,
  browser,
  serverUrl,
}) => {
  await page.goto('/live/sport/?brand=gateway')
  const dialog = await submitCredentials(page, 'otp', 'otp12345')
  await expect(dialog.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
  await expect(
    dialog.getByText(
      'We have sent a 6-digit code to your phone. It is valid for 30 minutes; you can ask for a new one after 5 minutes.',
      { exact: true },
    ),
  ).toBeVisible()
  await expectAccessible(page, '[role="dialog"]')
  // The resend lock runs from the first code: 295 s, shown in 59-second steps.
  await expect(dialog.getByTestId('otp-resend')).toBeDisabled()
  await expect(dialog.getByTestId('otp-resend')).toContainText(/Request New OTP in \d:\d\d/)

  const code = await sentCode(page, 'otp')
  const field = dialog.getByLabel('One-time code')
  await field.fill('12a')
  await expect(dialog.getByText('Field should be numeric')).toBeVisible()
  await field.fill(code === '000000' ? '111111' : '000000')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('toast').last()).toContainText('provided credential is invalid')
  await expect(dialog.getByTestId('login-problem')).toHaveText(
    'That code is not right. Check the latest SMS and try again.',
  )

  // Another browser logs in a moment later: the server sends no second code, and that screen
  // says so with the wait left instead of claiming a code was sent.
  const elsewhere = await browser.newContext({ baseURL: serverUrl })
  const other = await elsewhere.newPage()
  await other.goto('/live/sport/?brand=gateway')
  const otherDialog = await submitCredentials(other, 'otp', 'otp12345')
  await expect(otherDialog.getByTestId('login-problem')).toHaveText(
    /^A code was sent a moment ago\. Use it, or ask for a new one in 4:\d\d\.$/,
  )
  await expect(otherDialog.getByText('We have sent')).toHaveCount(0)
  await expect(otherDialog.getByTestId('otp-resend')).toBeDisabled()
  await elsewhere.close()

  await field.fill(code)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  // IDR is a thousand-scale currency: 5,000,000 shows as 5,000 thousand.
  await expect(page.getByTestId('balance')).toHaveText('5,000K IDR')
})

test('gateway, security question: a wrong answer is refused, the right one logs in', async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=gateway')
  const dialog = await submitCredentials(page, 'question', 'question123')
  await expect(dialog.getByText('What was the name of your first pet?')).toBeVisible()
  const answer = dialog.getByLabel('Your answer')
  await expect(answer).toHaveAttribute('type', 'password')
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  await answer.fill('rex')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('toast').last()).toContainText('provided credential is invalid')
  await expect(dialog.getByTestId('login-problem')).toHaveText('That answer is not right.')
  await answer.fill(' Komodo ')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).toHaveText('2,500K IDR')
})

test('gateway at 390 px: money in thousands says so, in the balance and the stake, and the logo is whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=gateway')
  const dialog = await submitCredentials(page, 'question', 'question123')
  await dialog.getByLabel('Your answer').fill('Komodo')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  const pill = page.getByTestId('balance')
  await expect(pill).toHaveText('2,500K IDR')
  await expectLogoWholeBeside(page, pill)
  await page.goto('/sports/1-FOOT?brand=gateway')
  await page.locator('[data-testid^="price-"]:not([disabled])').first().click()
  await expect(page.getByTestId('stake-unit').first()).toHaveText('K IDR')
})

test('wallet: the terms are shown with their document, accepted, and the player logged in', async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=wallet')
  // The casino's header above the page is in place before the bettor reaches for Log in.
  await expect(page.getByTestId('external-header')).toBeVisible()
  const dialog = await submitCredentials(page, 'wallet', 'wallet123')
  await expect(dialog.getByRole('heading', { name: 'Our terms have changed' })).toBeVisible()
  const terms = dialog.getByRole('link', { name: 'Read the terms and conditions' })
  const document = await page.request.get((await terms.getAttribute('href')) ?? '')
  expect(document.ok()).toBe(true)
  expect(await document.text()).toContain('terms of use')
  await expectAccessible(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Accept and continue' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).toHaveText('£510.00')
})

test('cashier: a deposit, a declined card and a withdrawal; the account pages show them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  const dialog = await submitCredentials(page, 'demo2', 'demo1234')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).toHaveText('€250.00')

  await page.getByTestId('balance').click()
  const cashier = page.getByTestId('cashier')
  await expect(cashier.getByRole('heading', { name: 'Cashier' })).toBeVisible()
  await expectAccessible(page, '[data-testid="cashier"]')
  const deposit = async (card: string) => {
    await cashier.getByLabel('Amount (EUR)').fill('40')
    await cashier.getByLabel('Card number').fill(card)
    await cashier.getByLabel('Expiry (MM/YY)').fill('12/30')
    await cashier.getByLabel('Security code').fill('123')
    await cashier.getByRole('button', { name: 'Deposit', exact: true }).last().click()
  }
  await deposit('4000 0000 0000 0002')
  // The bank's reason in the bettor's words, not the provider's ("card declined").
  await expect(cashier.getByTestId('cashier-error')).toHaveText(
    'Your bank declined this card. Try another card, or ask your bank why.',
  )
  await expect(page.getByTestId('balance')).toHaveText('€250.00')
  // The bank takes the deposit, but its answer is lost: Retry asks with the same request id.
  const uuids = await loseAnswers(page, '**/deposits?uuid=*', 1)
  await deposit('4242 4242 4242 4242')
  await expect(cashier.getByTestId('cashier-error')).toContainText('We did not hear back')
  await cashier.getByRole('button', { name: 'Retry' }).click()
  await expect(cashier.getByTestId('cashier-done')).toContainText('Deposit of €40.00 completed')
  await expect(page.getByTestId('balance')).toHaveText('€290.00')
  expect(uuids).toHaveLength(2)
  expect(new Set(uuids).size).toBe(1)

  await cashier.getByRole('button', { name: 'Make another payment' }).click()
  await cashier.getByRole('tab', { name: 'Withdraw' }).click()
  await cashier.getByLabel('Amount (EUR)').fill('100000')
  await expect(cashier.getByText(/The most you can move at once/)).toBeVisible()
  await cashier.getByLabel('Amount (EUR)').fill('15')
  await cashier.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00')
  await cashier.getByRole('button', { name: 'Withdraw', exact: true }).last().click()
  await expect(cashier.getByTestId('cashier-done')).toContainText('Withdrawal of €15.00')
  await expect(page.getByTestId('balance')).toHaveText('€275.00')
  await cashier.getByRole('button', { name: 'Done' }).click()

  await page.getByTestId('account-link').click()
  await expect(page.getByTestId('profile')).toContainText('demo2')
  await expectAccessible(page, '[data-testid="account-page"]')
  await page.getByRole('link', { name: 'Balances' }).click()
  await expect(page.getByTestId('balances')).toContainText('€275.00')
  await expect(page.getByTestId('balances')).toContainText('€20.00')
  await page.getByRole('link', { name: 'Transactions' }).click()
  // The filter names kinds of money movement as a bettor says them, not the ledger's codes.
  await expect(page.getByLabel('Show').locator('option')).toHaveText([
    'Every kind',
    'Opening balance',
    'Deposits',
    'Withdrawals',
    'Bets',
    'Winnings',
    'Refunds',
    'Cash-outs',
    'Bonuses',
    'Corrections by our team',
  ])
  const rows = page.getByTestId('transactions').locator('tbody tr')
  await expect(rows.first()).toContainText('−€15.00')
  await expect(rows.nth(1)).toContainText('+€40.00')
  await expectAccessible(page, '[data-testid="account-page"]')
  await page.getByRole('link', { name: 'History' }).click()
  await expect(page.getByTestId('history')).toContainText('Logged in')
  await expectAccessible(page, '[data-testid="account-page"]')
})

test('a held account cannot withdraw, and is told why', async ({ page }) => {
  await page.goto('/live/sport/')
  const dialog = await submitCredentials(page, 'hold', 'hold1234')
  await expect(dialog).toBeHidden()
  // On desktop the balance pill opens a menu: deposit or withdraw.
  await page.getByTestId('balance').click()
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
  const cashier = page.getByTestId('cashier')
  await expect(cashier.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await cashier.getByLabel('Amount (EUR)').fill('10')
  await cashier.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00')
  await cashier.getByRole('button', { name: 'Withdraw', exact: true }).last().click()
  await expect(cashier.getByTestId('cashier-error')).toContainText('on hold')
  // Refused, not logged out: the balance is still there, untouched.
  await expect(page.getByTestId('balance')).toHaveText('€300.00')
})
