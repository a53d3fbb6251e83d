// The Content-Security-Policy holds the whole app, in Debian's chromium: every route of the shell
// (src/app/App.tsx), for each brand, logged out and logged in, with the partners' frames, the
// wallet brand's external header in its frame and the app framed by the casino's host page,
// runs without one violation. Every frame reports what its policy blocked (the
// securitypolicyviolation event) to the console, which the test reads; chromium's own
// "Refused to ..." console lines count too.
//
// The same walks, at 1366 px, are routes.spec.ts's at that width: logged out, each route renders
// its own page, with no error in the console, and axe-core finds no serious or critical violation
// on it. routes.spec.ts walks at 390 px; one walk here checks both, each route loaded once.

import type { Page } from '@playwright/test'
import { partnerProducts } from '../../domain/rules/partner-products.ts'
import { expectAccessible } from '../support/accessibility.ts'
import { setBrandSettings } from '../support/brand-settings.ts'
import { expect, test } from '../support/e2e-server.ts'
import { shellRoutes as screens } from '../support/shell-routes.ts'
import { logIn, prematchEvents } from '../support/slip-page.ts'
import { gameToken } from '../support/wallet-game-token.ts'

const violations: string[] = []
/** The errors in the console and the uncaught exceptions of the test under way. */
const consoleErrors: string[] = []
/** The routes the test under way visited. */
const visited = new Set<string>()

test.beforeEach(async ({ page }) => {
  violations.length = 0
  consoleErrors.length = 0
  visited.clear()
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('CSP violation') || text.includes('Content Security Policy'))
      violations.push(text)
    if (message.type() === 'error') consoleErrors.push(text)
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
})

test.afterEach(() => {
  expect(violations).toEqual([])
})

/** Until the page has stopped loading what it shows: nothing in it is marked busy. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

/** A link's address on the page, once one is there. */
async function firstLink(page: Page, prefix: RegExp): Promise<string> {
  const links = page.locator('main a[href]')
  await expect
    .poll(async () =>
      (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).some((href) =>
        prefix.test(href ?? ''),
      ),
    )
    .toBe(true)
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.find((href) => prefix.test(href)) ?? ''
}

/**
 * Every route of the shell's router with real parameters: the live and pre-match lists, an event
 * live and pre-match, a competition and an outright, every partner page, the jackpot, my bets,
 * the account's tabs, the maintenance page and the not-found page.
 */
async function shellRoutes(page: Page): Promise<string[]> {
  const [event] = await prematchEvents(page, 1)
  await page.evaluate(() => history.pushState(null, '', '/live/sport/'))
  await settled(page)
  const liveEvent = await firstLink(page, /^\/live\/(?!sport\/)[^/]+$/)
  await page.evaluate((path) => history.pushState(null, '', path), `/events/${event?.slug}`)
  await settled(page)
  // The event's competition, from its page's breadcrumb; the outrights of the same league.
  const competition = await firstLink(page, /^\/sports\/competitions\//)
  const outright = competition.replace('/competitions/', '/outrights/')
  return [
    '/',
    '/live/sport/',
    '/live/sport/10000',
    '/live/sport/1-FOOT',
    liveEvent,
    `/events/${event?.slug}`,
    '/sports',
    '/sports/1-FOOT',
    '/sports/fixtures',
    competition,
    outright,
    ...partnerProducts.flatMap((product) => product.paths),
    '/sports/leap/demo-game',
    '/open_bets',
    '/promotions',
    '/jackpot',
    '/jackpot/sport/1',
    '/account',
    '/account/bets',
    '/account/balances',
    '/account/transactions',
    '/account/history',
    '/multiview',
    '/maintenance',
    '/no-such-page',
  ]
}

/** The screens axe checks: tests/support/shell-routes.ts's, and an event's page. */
const checkedScreens = new Set(screens.filter(([, checked]) => checked).map(([route]) => route))

/** The route shows its own page, the not-found page only where asked, and axe finds it sound. */
async function rendersAccessibly(page: Page, route: string): Promise<void> {
  if (route === '/no-such-page') {
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    return
  }
  await expect(page.getByText('Page not found'), route).toHaveCount(0)
  if (checkedScreens.has(route) || route.startsWith('/events/'))
    await expectAccessible(page, 'body')
}

/**
 * Each route reached as a link reaches it, in place, until its page has loaded; logged out, each
 * is also checked as routes.spec.ts checks it.
 */
async function visitEveryRoute(
  page: Page,
  routes: readonly string[],
  loggedOut = false,
): Promise<void> {
  for (const route of routes) {
    await page.evaluate((path) => history.pushState(null, '', path), route)
    await settled(page)
    if (loggedOut) await rendersAccessibly(page, route)
    visited.add(route)
  }
}

test.describe.configure({ mode: 'parallel' })

for (const [brand, username, password] of [
  ['demo', 'demo2', 'demo1234'],
  ['gateway', 'gateway', 'gateway123'],
] as const)
  test(`${brand}: every route, logged out and logged in, violates nothing; at 1366 px it renders, quietly and accessibly`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/live/sport/?brand=${brand}`)
    // Found once: logged in, the same routes are walked again.
    const routes = await shellRoutes(page)
    await visitEveryRoute(page, routes, true)
    await page.goto('/live/sport/')
    await logIn(page, username, password)
    await visitEveryRoute(page, routes)
    expect(visited.size).toBeGreaterThanOrEqual(30)
    expect(consoleErrors).toEqual([])
  })

test('wallet: every route under the external header, logged out and in, violates nothing; at 1366 px it renders, quietly and accessibly', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=wallet')
  // The casino's header runs its own script and styles in its frame.
  await expect(page.getByTestId('external-header')).toBeVisible()
  await expect
    .poll(async () => (await page.getByTestId('external-header').boundingBox())?.height ?? 0)
    .toBeGreaterThan(0)
  const routes = await shellRoutes(page)
  await visitEveryRoute(page, routes, true)
  await page.goto('/live/sport/')
  // A wallet player whose terms are accepted: the seeded `wallet` keeps its pending terms for
  // accounts.spec.ts, whose console check fails on any policy violation of the terms step.
  await logIn(page, 'crown', 'crown1234')
  await visitEveryRoute(page, routes)
  expect(visited.size).toBeGreaterThanOrEqual(30)
  expect(consoleErrors).toEqual([])
})

test("the app in the casino's frame, logged in by the host, violates nothing", async ({
  page,
  serverUrl,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const port = new URL(serverUrl).port
  await page.goto(`http://localhost:${port}/dev/host?brand=wallet`)
  await expect(page.locator('#messages li[data-type="ext.sportsbook.ready"]')).toHaveCount(1)
  await page.locator('#token').fill(await gameToken(page))
  await page.locator('#send-token').click()
  await expect(page.frameLocator('#sportsbook').getByTestId('balance')).toBeVisible()
})

test("a brand kept by the cookie on another brand's host: its page's policy lets in its logo from elsewhere", async ({
  page,
  request,
  serverUrl,
}) => {
  const port = new URL(serverUrl).port
  // The gateway brand's logo on an image host of its own, which the policy must name: a host that
  // never resolves, so the image fails, but a policy that leaves it out refuses it first, which
  // the page reports (test.afterEach).
  const asSet = await request.get('/api/cached_settings', { headers: { brand: 'gateway' } })
  const { logo } = await asSet.json()
  const elsewhere = 'https://images.gateway.invalid/logo.svg'
  const changed = await setBrandSettings(
    request,
    { logo: { ...logo, logo_url: elsewhere } },
    'gateway',
  )
  expect(changed.ok()).toBe(true)
  try {
    await page.goto(`http://wallet.localhost:${port}/live/sport/?brand=gateway`)
    // The next load on the wallet brand's host names no brand: the cookie kept there names gateway.
    await page.goto(`http://wallet.localhost:${port}/live/sport/`)
    const image = page.getByRole('link', { name: 'Home' }).locator('img')
    await expect(image).toHaveAttribute('src', elsewhere)
    await expect(image).toHaveJSProperty('complete', true)
  } finally {
    await setBrandSettings(request, { logo }, 'gateway')
  }
})

test("the server's other pages: the API reference, the terms, a partner's stand-in", async ({
  page,
}) => {
  for (const path of ['/docs/', '/accounts/terms/terms-2026-10.html', '/demo/partner/kiron']) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(200)
    await page.waitForLoadState('networkidle')
  }
  await expect(page.getByTestId('partner-player')).toBeVisible()
})
