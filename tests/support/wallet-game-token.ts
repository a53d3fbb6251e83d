// A wallet game token, as the casino gets one for its player (SPEC.md section 7): the wallet
// session of the demo player `wallet`, its terms accepted, and the sportsbook's launch.

import { expect, type Page } from '@playwright/test'

export async function gameToken(page: Page): Promise<string> {
  const session = await page.request.post('/accounts/sessions?l=en&mc=desktop', {
    headers: { brand: 'wallet' },
    data: {
      username: 'wallet',
      password: 'wallet123',
      device: { clientType: 'Browser', deviceId: crypto.randomUUID(), deviceType: 'Desktop' },
    },
  })
  expect(session.ok()).toBe(true)
  const { sessionToken } = (await session.json()) as { sessionToken: string }
  const headers = { brand: 'wallet', authorization: `Bearer ${sessionToken}` }
  await page.request.post('/accounts/me/sessions/accept-terms', { headers })
  const launch = await page.request.post('/accounts/me/game-launch-url', {
    headers,
    data: { flashClient: false, gameCode: 'sportsbook', integrationChannelCode: 'WEB' },
  })
  expect(launch.ok()).toBe(true)
  const { tokenSession } = (await launch.json()) as { tokenSession: string }
  return tokenSession
}
