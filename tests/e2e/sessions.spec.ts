// Sessions end where the bettor ends them (SPEC.md section 4; issue 37): logging out in the app
// ends the session on the server, so the token it held is refused from then on, and the brand's
// logout page opens; when the tab is visible again, a session ended elsewhere is logged out and
// an operator's new token (its externalToken cookie) logged in with.

import type { Page } from '@playwright/test'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

/** Logs in through the login dialog; answers the sportsbook token the engine then holds. */
async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Log in' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Password').fill(password)
  // The engine's first authenticated sportsbook call after the login carries its token (a wallet
  // login's balance is the wallet's, asked with the wallet's own).
  const authenticated = page.waitForRequest(
    async (request) =>
      new URL(request.url()).pathname.startsWith('/xapi/') &&
      (await request.allHeaders()).authorization !== undefined,
  )
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByTestId('balance')).toBeVisible()
  return ((await (await authenticated).allHeaders()).authorization ?? '').replace('Bearer ', '')
}

/** What the server answers a call with this token, on this brand. */
const statusWith = async (page: Page, path: string, token: string, brand: string) =>
  (await page.request.get(path, { headers: { brand, authorization: `Bearer ${token}` } })).status()

/**
 * The tab hidden and shown again, as when the bettor comes back to it. The check it starts may
 * log the bettor out and leave the page before the evaluation has answered: that is its outcome,
 * which the test reads, not a failure to show the tab.
 */
async function hideAndShow(page: Page) {
  await page
    .evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }
    })
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error
    })
}

test('logout: the sportsbook and wallet tokens are refused from then on, and the logout page opens', async ({
  page,
  request,
}) => {
  await setBrandSettings(request, { logout_url: '/promotions' }, 'wallet')
  try {
    await page.goto('/live/sport/?brand=wallet')
    // A wallet player whose terms are accepted: the seeded `wallet` keeps its pending terms.
    const sportsbook = await logIn(page, 'crown', 'crown1234')
    const wallet =
      (await page.context().cookies()).find((cookie) => cookie.name === 'wallet_session')?.value ??
      ''
    expect(await statusWith(page, '/xapi/icore/checkplayer', sportsbook, 'wallet')).toBe(200)
    expect(await statusWith(page, '/accounts/me/profile', wallet, 'wallet')).toBe(200)

    await page.getByTestId('account-menu').click()
    await page.getByRole('button', { name: 'Log out' }).click()
    // The logout page opens once the server has ended both sessions; a logout the bettor asked
    // for gives no reason.
    await expect(page).toHaveURL(/\/promotions$/)
    expect(await statusWith(page, '/xapi/icore/checkplayer', sportsbook, 'wallet')).toBe(401)
    expect(await statusWith(page, '/accounts/me/profile', wallet, 'wallet')).toBe(401)
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible()
  } finally {
    await setBrandSettings(request, { logout_url: null }, 'wallet')
  }
})

test('visible again: a session ended elsewhere logs the bettor out, to the logout page with the reason', async ({
  page,
  request,
}) => {
  // No balance poll in the test's time: only the check on the tab's return can see the end.
  await setBrandSettings(request, { logout_url: '/promotions', user_wallet_poll_time: 600_000 })
  try {
    await page.goto('/live/sport/?brand=demo')
    const token = await logIn(page, 'demo', 'demo1234')
    // Chromium may report a return of its own as well: the check that counts is the refused one.
    const refused = page.waitForResponse(
      (response) => response.url().includes('/xapi/icore/checkplayer') && response.status() === 401,
    )
    // Logged out elsewhere (another tab, the operator): the server ends the session.
    const ended = await page.request.delete('/api/session', {
      headers: { brand: 'demo', authorization: `Bearer ${token}` },
    })
    expect(ended.status()).toBe(200)
    await hideAndShow(page)
    await refused
    await expect(page).toHaveURL(/\/promotions\?logout_reason=unauthorized$/)
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible()
  } finally {
    await setBrandSettings(request, { logout_url: null, user_wallet_poll_time: null })
  }
})

test("visible again: the operator's new token in its cookie logs the bettor in", async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=wallet')
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible()
  // The casino logs its player in and leaves a game token in the externalToken cookie.
  const login = await page.request.post('/accounts/sessions?l=en&mc=mobile', {
    headers: { brand: 'wallet' },
    data: {
      username: 'crown',
      password: 'crown1234',
      device: { clientType: 'Browser', deviceId: 'sessions-spec', deviceType: 'Desktop' },
    },
  })
  const { sessionToken } = (await login.json()) as { sessionToken: string }
  const launch = await page.request.post('/accounts/me/game-launch-url', {
    headers: { brand: 'wallet', authorization: `Bearer ${sessionToken}` },
    data: { flashClient: false, gameCode: 'sportsbook', integrationChannelCode: 'WEB' },
  })
  const { tokenSession } = (await launch.json()) as { tokenSession: string }
  await page.context().addCookies([{ name: 'externalToken', value: tokenSession, url: page.url() }])

  const opened = page.waitForRequest(
    (request) => request.url().includes('/api/session') && request.method() === 'GET',
  )
  await hideAndShow(page)
  expect((await (await opened).allHeaders())['game-token']).toBe(tokenSession)
  await expect(page.getByTestId('balance')).toHaveText('£250.00')
})
