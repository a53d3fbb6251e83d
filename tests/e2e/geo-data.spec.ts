// Geo data (SPEC.md section 7, GET /api/v2/geo_data): the visitor's country, which Join passes on
// to the brand's registration page (docs/decisions/geo-data.md). The country is the one an edge in
// front of the server names (x-country-code here), not the brand's default (MT on demo).

import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

test.use({ extraHTTPHeaders: { 'x-country-code': 'KE' } })

test("Join leads to the brand's registration page with the visitor's country from geo data", async ({
  page,
  request,
}) => {
  const set = await setBrandSettings(request, {
    registration_url: 'https://casino.example/register?ref=book',
  })
  expect(set.status()).toBe(200)
  try {
    const geo = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/geo_data'),
    )
    await page.goto('/live/sport/?brand=demo')
    expect(await (await geo).json()).toMatchObject({ countryCode: 'KE', source: 'header' })
    await expect(page.getByTestId('join')).toHaveAttribute(
      'href',
      'https://casino.example/register?ref=book&country=KE',
    )
  } finally {
    await setBrandSettings(request, { registration_url: null })
  }
})
