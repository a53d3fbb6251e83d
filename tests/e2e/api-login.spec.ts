// The auth-gateway brand that logs in by POST /api/login (SPEC.md section 7, Auth gateway:
// "another brand uses POST /api/login"): with gateway_login_route api_login, the login form's
// password step goes there instead of header_login/authenticate, and the gateway's steps after it
// log the bettor in as before.

import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

test('a gateway brand whose gateway_login_route is api_login logs in through POST /api/login', async ({
  page,
}) => {
  expect(
    (await setBrandSettings(page.request, { gateway_login_route: 'api_login' }, 'gateway')).ok(),
  ).toBe(true)
  try {
    const passwordSteps: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/login' || pathname.endsWith('/header_login/authenticate'))
        passwordSteps.push(`${request.method()} ${pathname}`)
    })
    await page.goto('/live/sport/?brand=gateway')
    await page.getByRole('button', { name: 'Log in' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.getByLabel('Username').fill('gateway')
    await dialog.getByLabel('Password').fill('gateway123')
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('balance')).toHaveText('1,000K IDR')
    expect(passwordSteps).toEqual(['POST /api/login'])
  } finally {
    // The worker's server runs other files next: the brand goes back to header_login.
    await setBrandSettings(page.request, { gateway_login_route: null }, 'gateway')
  }
})
