// The sportsbook in a casino's frame, in Debian's chromium: the demo host page (GET /dev/host)
// frames the wallet brand from the other loopback origin. The bridge says it is ready and how
// tall it is, takes the host's odds format, language, deep link and token (then reports the
// balance), and 100 forged messages from elsewhere change nothing and are counted.

import type { Page } from '@playwright/test'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { prematchEvents } from '../support/slip-page.ts'
import { gameToken } from '../support/wallet-game-token.ts'

failOnConsoleErrors()

/** The host page on localhost, which frames the app from 127.0.0.1: two origins. */
function hostUrl(serverUrl: string, query: string): string {
  return `http://localhost:${new URL(serverUrl).port}/dev/host?${query}`
}

const received = (page: Page, type: string) => page.locator(`#messages li[data-type="${type}"]`)

test('the casino frame: ready, size, odds, language, deep link, token and balance', async ({
  page,
  serverUrl,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(hostUrl(serverUrl, 'brand=wallet'))
  const frame = page.frameLocator('#sportsbook')
  await expect(received(page, 'ext.sportsbook.ready')).toHaveCount(1)
  await expect(received(page, 'ext.sportsbook.size').first()).toContainText('"height":')
  // The host sized its frame from the report.
  await expect
    .poll(async () => (await page.locator('#sportsbook').boundingBox())?.height ?? 0)
    .not.toBe(600)

  await page.locator('#odds').selectOption('uk')
  await page.locator('#send-odds').click()
  await expect(frame.getByLabel('Odds', { exact: true })).toHaveValue('uk')

  await page.locator('#language').fill('en')
  await page.locator('#send-language').click()
  await expect(received(page, 'ext.sportsbook.language')).toContainText('"language":"en"')
  // The settings reloaded for the language; the bridge lived through it.
  await expect(received(page, 'ext.sportsbook.ready')).toHaveCount(1)

  await page.locator('#category').selectOption('sport')
  await page.locator('#link-id').fill('1-FOOT')
  await page.locator('#send-deeplink').click()
  await expect
    .poll(() => page.frames().some((candidate) => candidate.url().includes('/sports/1-FOOT')))
    .toBe(true)

  await page.locator('#token').fill(await gameToken(page))
  await page.locator('#send-token').click()
  await expect(frame.getByTestId('balance')).toBeVisible()
  await expect(received(page, 'ext.sportsbook.balanceupdate').first()).toContainText(
    '"currency":"GBP"',
  )
})

test('100 forged messages from elsewhere change nothing and are counted', async ({
  page,
  serverUrl,
}) => {
  await page.goto(hostUrl(serverUrl, 'brand=wallet'))
  const frame = page.frameLocator('#sportsbook')
  await expect(received(page, 'ext.sportsbook.ready')).toHaveCount(1)
  const odds = frame.getByLabel('Odds', { exact: true })
  const before = await odds.inputValue()
  const app = page.frames().find((candidate) => candidate.url().includes('embedded=true'))
  if (!app) throw new Error('the sportsbook frame is missing')
  await app.evaluate(() => {
    const forged = { type: 'opt.sportsbook.odds', odds: 'us' }
    // From the frame's own origin and window, and as if from another site's window.
    for (let n = 0; n < 50; n++) window.postMessage(forged, '*')
    for (let n = 0; n < 50; n++)
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'opt.sportsbook.deeplink', category: 'event', id: 'x' },
          origin: 'https://evil.example',
          source: window.parent,
        }),
      )
  })
  await expect(frame.locator('html')).toHaveAttribute('data-bridge-ignored', '100')
  await expect(odds).toHaveValue(before)
  expect(app.url()).not.toContain('/events/x')
})

test("in the casino frame Log in is the host's: it hears ext.sportsbook.logon and no form shows", async ({
  page,
  serverUrl,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(hostUrl(serverUrl, 'brand=wallet'))
  await expect(received(page, 'ext.sportsbook.ready')).toHaveCount(1)
  const app = page.frames().find((candidate) => candidate.url().includes('embedded=true'))
  if (!app) throw new Error('the sportsbook frame is missing')
  // Any login form, however briefly shown, leaves its mark.
  await app.evaluate(() =>
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="login-modal"]'))
        document.documentElement.dataset.loginFormSeen = 'yes'
    }).observe(document.body, { childList: true, subtree: true }),
  )
  const logIn = page.frameLocator('#sportsbook').getByRole('button', { name: 'Log in' }).first()
  await logIn.click()
  await expect(received(page, 'ext.sportsbook.logon')).toHaveCount(1)
  // Asked again, the host hears it again.
  await logIn.click()
  await expect(received(page, 'ext.sportsbook.logon')).toHaveCount(2)
  expect(await app.evaluate(() => document.documentElement.dataset.loginFormSeen)).toBeUndefined()
})

test("with force_dsb_login the casino frame shows the sportsbook's own login form and the host is not asked", async ({
  page,
  request,
  serverUrl,
}) => {
  // docs/decisions/section-3-settings.md: the brand logs its bettors in itself.
  await setBrandSettings(request, { force_dsb_login: true }, 'wallet')
  try {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(hostUrl(serverUrl, 'brand=wallet'))
    await expect(received(page, 'ext.sportsbook.ready')).toHaveCount(1)
    const frame = page.frameLocator('#sportsbook')
    await frame.getByRole('button', { name: 'Log in' }).first().click()
    const dialog = frame.getByRole('dialog', { name: 'Log in' })
    await expect(dialog.getByLabel('Username')).toBeVisible()
    await expect(dialog.getByLabel('Password')).toBeVisible()
    await expect(received(page, 'ext.sportsbook.logon')).toHaveCount(0)
  } finally {
    await setBrandSettings(request, { force_dsb_login: null }, 'wallet')
  }
})

test('the casino frame reports the heights of pages, never of the moment between two', async ({
  page,
  serverUrl,
}) => {
  await page.goto(hostUrl(serverUrl, 'brand=wallet'))
  await expect(received(page, 'ext.sportsbook.size').first()).toBeVisible()
  const app = page.frames().find((candidate) => candidate.url().includes('embedded=true'))
  if (!app) throw new Error('the sportsbook frame is missing')
  const reported = () =>
    received(page, 'ext.sportsbook.size').evaluateAll((items) =>
      items.map((item) => (JSON.parse(item.textContent ?? '{}') as { height: number }).height),
    )
  /** A page has come when nothing in it is loading and the host was told its height. */
  const settledHeight = async () => {
    await expect(app.locator('main [aria-busy="true"]')).toHaveCount(0)
    const height = () => app.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height))
    await expect.poll(async () => (await reported()).at(-1) === (await height())).toBe(true)
    return height()
  }
  // Each page's height once it has come: no report may be shorter than the shortest of them.
  const settled = [await settledHeight()]
  const events = await prematchEvents(page, 2)
  for (const [category, id, path] of [
    ['navigation-node', '10002', '/jackpot'],
    ['sport', '1-FOOT', '/sports/1-FOOT'],
    ['event', events[0]?.slug ?? '', `/events/${events[0]?.slug}`],
    ['live', '1-FOOT', '/live/sport/1-FOOT'],
    ['event', events[1]?.slug ?? '', `/events/${events[1]?.slug}`],
  ] as const) {
    await page.locator('#category').selectOption(category)
    await page.locator('#link-id').fill(id)
    await page.locator('#send-deeplink').click()
    await expect.poll(() => app.url()).toContain(path)
    settled.push(await settledHeight())
  }
  const shortest = Math.min(...settled)
  expect((await reported()).filter((height) => height < shortest)).toEqual([])
})
