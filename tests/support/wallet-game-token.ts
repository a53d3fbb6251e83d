// A wallet game token, as the casino gets one for its player (SPEC.md section 7): the wallet
// session of the demo player `crown`, whose terms are accepted, and the sportsbook's launch. The
// seeded `wallet` keeps its pending terms for the test of the terms step, whichever file a
// Playwright worker ran before it.

import { expect, type Page } from '@playwright/test'

export async function gameToken(page: Page): Promise<string> {
  const session = await page.request.post('/accounts/sessions?l=en&mc=desktop', {
    headers: { brand: 'wallet' },
    data: {
      username: 'crown',
      password: 'crown1234',
      device: { clientType: 'Browser', deviceId: crypto.randomUUID(), deviceType: 'Desktop' },
    },
  })
  expect(session.ok()).toBe(true)
  const { sessionToken } = (await session.json()) as { sessionToken: string }
  const headers = { brand: 'wallet', authorization: `Bearer ${sessionToken}` }
  const launch = await page.request.post('/accounts/me/game-launch-url', {
    headers,
    data: { flashClient: false, gameCode: 'sportsbook', integrationChannelCode: 'WEB' },
  })
  expect(launch.ok()).toBe(true)
  const { tokenSession } = (await launch.json()) as { tokenSession: string }
  return tokenSession
}
