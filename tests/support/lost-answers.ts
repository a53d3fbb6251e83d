// Answers lost on the way back: the server gets each request and answers it, and the browser
// sees the connection reset instead, as when a phone loses its signal while a bet is placed.

import type { Page } from '@playwright/test'

/**
 * Loses the answers to the first `times` requests matching `url` (page and worker alike), and
 * lets the rest through. Answers the uuid of every request matched, in order.
 */
export async function loseAnswers(page: Page, url: string, times: number): Promise<string[]> {
  const uuids: string[] = []
  await page.context().route(url, async (route) => {
    uuids.push(new URL(route.request().url()).searchParams.get('uuid') ?? '')
    if (uuids.length > times) return route.continue()
    await route.fetch()
    await route.abort('connectionreset')
  })
  return uuids
}
