// The shell in Debian's chromium against the real server: the mobile tab bar in the brand's
// order with its badges, the promotions page, the desktop's right column (the betslip or my
// bets, and each bettor the adverts of their audience), and the native app (no header, no
// Promos, bets under originId 20).

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn, pick, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

const tabNames = (page: Page) =>
  page
    .getByTestId('tab-bar')
    .locator(':scope > *')
    .evaluateAll((tabs) => tabs.map((tab) => tab.textContent?.replace(/\d+/g, '').trim()))

test('mobile: the tab bar, and the promotions each bettor may see', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=demo')
  await expect
    .poll(() => tabNames(page))
    .toEqual(['Menu', 'Live', 'Calendar', 'Betslip', 'My bets', 'Promos'])
  await expect(page.getByTestId('tab-live')).toHaveAttribute('aria-current', 'page')
  await page.getByTestId('tab-calendar').click()
  await expect(page).toHaveURL(/\/sports\/fixtures$/)
  await expect(page.getByTestId('tab-calendar')).toHaveAttribute('aria-current', 'page')

  await page.getByTestId('tab-promos').click()
  await expect(page).toHaveURL(/\/promotions$/)
  const promotions = page.getByTestId('promotions-page')
  // Logged out: the welcome offer and the one for everybody, not the first-bet offer.
  await expect(promotions.getByTestId('advert-welcome-offer')).toBeVisible()
  await expect(promotions.getByTestId('advert-acca-boost')).toBeVisible()
  await expect(promotions.getByTestId('advert-first-bet')).toHaveCount(0)
  await expect(promotions.getByText('Members see offers made for them.')).toBeVisible()
  await expectAccessible(page, 'main')

  await logIn(page)
  // Logged in within a day of a first login: the first-bet offer, and no welcome offer.
  await expect(promotions.getByTestId('advert-first-bet')).toBeVisible()
  await expect(promotions.getByTestId('advert-acca-boost')).toBeVisible()
  await expect(promotions.getByTestId('advert-welcome-offer')).toHaveCount(0)
  await expect(promotions.getByText('Members see offers made for them.')).toHaveCount(0)
  // An advert's link inside the app navigates in place.
  await promotions
    .getByTestId('advert-first-bet')
    .getByRole('link', { name: 'Find a match' })
    .click()
  await expect(page).toHaveURL(/\/sports$/)
})

test('phone: the betslip sheet closed and opened again keeps what was typed in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=demo')
  const tab = page.getByTestId('tab-bar').getByRole('button', { name: /Betslip/ })
  const slip = page.getByTestId('betslip')
  await tab.click()
  await expect(slip).toBeVisible()
  await slip.getByLabel('Have a booking code?').fill('ABC1')
  await tab.click()
  await expect(slip).toBeHidden()
  await expect(tab).toHaveAttribute('aria-expanded', 'false')
  await tab.click()
  await expect(slip.getByLabel('Have a booking code?')).toHaveValue('ABC1')
})

test('desktop: no tab bar; the right column shows the betslip or my bets, and the adverts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=demo')
  const switcher = page.getByRole('tablist', { name: 'Betslip or my bets' })
  const column = page.getByRole('complementary').filter({ has: switcher })
  await expect(column.getByTestId('advert-welcome-offer')).toBeVisible()
  await expect(column.getByTestId('advert-acca-boost')).toBeVisible()
  await expect(page.getByTestId('tab-bar')).toHaveCount(0)
  await expectAccessible(page, 'aside')
  // The tab names the slip and counts its bets; no second "Betslip 0" under it, but a heading
  // a screen reader finds.
  const heading = column.getByTestId('betslip').getByRole('heading', { name: 'Betslip' })
  await expect(heading).toHaveCount(1)
  expect(await heading.evaluate((element) => element.getBoundingClientRect().height)).toBe(1)

  // Logged out, My bets asks for the login.
  await switcher.getByRole('tab', { name: /My bets/ }).click()
  const login = page.getByRole('dialog', { name: 'Log in' })
  await login.getByRole('button', { name: 'Close' }).click()
  await logIn(page)

  // My bets and the betslip take turns in the column: by its tabs, the arrow keys or the header.
  const myBets = column.getByRole('region', { name: 'My bets' })
  const slip = column.getByTestId('betslip')
  await switcher.getByRole('tab', { name: /My bets/ }).click()
  await expect(myBets).toBeVisible()
  await expect(slip).toHaveCount(0)
  await expectAccessible(page, 'aside')
  await page.keyboard.press('ArrowLeft')
  await expect(switcher.getByRole('tab', { name: /Betslip/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(slip).toBeVisible()
  await expect(myBets).toHaveCount(0)
  await page.getByTestId('my-bets-button').click()
  await expect(myBets).toBeVisible()

  // A price taken brings the slip back, with it on.
  const price = page
    .getByTestId('live-events')
    .locator('[data-testid^="price-"]:not([disabled])')
    .first()
  const outcomeId = ((await price.getAttribute('data-testid')) ?? '').slice('price-'.length)
  await price.click()
  await expect(slip.getByTestId(`slip-${outcomeId}`)).toBeVisible()
  await expect(myBets).toHaveCount(0)
  await expect(switcher.getByRole('tab', { name: /Betslip/ })).toContainText('1')

  // On the My Bets page my bets is the page: the column keeps to the betslip, without the tabs,
  // and my bets left open in it is closed.
  await switcher.getByRole('tab', { name: /My bets/ }).click()
  await expect(myBets).toBeVisible()
  await page.evaluate(() => history.pushState(null, '', '/open_bets'))
  await expect(page.getByTestId('my-bets-page')).toBeVisible()
  await expect(switcher).toHaveCount(0)
  await expect(page.getByTestId('my-bets-column')).toHaveCount(0)
  await expect(page.getByTestId('betslip').getByTestId(`slip-${outcomeId}`)).toBeVisible()
  await page.goBack()
  await expect(switcher.getByRole('tab', { name: /Betslip/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(slip).toBeVisible()
})

test('native app: no header, no Promos tab, and a bet carries the app origin', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/1-FOOT?brand=demo&betslip-origin=native-app')
  await expect
    .poll(() => tabNames(page))
    .toEqual(['Menu', 'Live', 'Calendar', 'Betslip', 'My bets'])
  await expect(page.getByRole('banner')).toHaveCount(0)
  // Links inside the app drop the query: the visit stays in the app.
  await page.getByTestId('tab-live').click()
  await expect(page.getByRole('banner')).toHaveCount(0)

  // Logged out, My bets asks for the login.
  await page.getByTestId('my-bets-button').click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username').fill('demo2')
  await dialog.getByLabel('Password').fill('demo1234')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()

  const event = (await prematchEvents(page, 6))[5]
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill('1')
  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/betslips\?uuid=/.test(request.url()),
  )
  await page.getByRole('button', { name: 'Place bet €1.00' }).click()
  expect((await placed).postDataJSON()).toMatchObject({ originId: 20 })
  await expect(page.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
})

test('desktop header: the account menu, the balance menu and the submenu', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=demo')
  await logIn(page)
  const header = page.getByRole('banner')

  await page.getByTestId('account-menu').click()
  const accountItems = header.locator('[aria-expanded="true"] + ul').getByRole('listitem')
  await expect(accountItems).toHaveText([
    'My profile',
    'My bets',
    'Balances',
    'Transactions',
    'Log out',
  ])
  await expectAccessible(page, 'header')
  await page.keyboard.press('Escape')
  await expect(accountItems).toHaveCount(0)
  await expect(page.getByTestId('account-menu')).toBeFocused()
  await page.getByTestId('account-menu').click()
  await header.getByRole('link', { name: 'Transactions' }).click()
  await expect(page).toHaveURL(/\/account\/transactions$/)
  await expect(accountItems).toHaveCount(0)

  await page.getByTestId('balance-menu').click()
  await header.getByRole('button', { name: 'Deposit', exact: true }).click()
  const cashier = page.getByTestId('cashier')
  await expect(cashier.getByRole('tab', { name: 'Deposit' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Escape')
  await expect(cashier).toBeHidden()

  const submenu = page.getByTestId('header-submenu')
  await expect(submenu.getByRole('link')).toHaveText([
    'Promotions',
    'Jackpot',
    'Virtuals',
    'Esports',
  ])
  await expect(submenu.getByRole('link', { name: 'Promotions' }).locator('svg')).toHaveCount(1)
  await expect(submenu.getByRole('link', { name: 'Jackpot' }).locator('svg')).toHaveCount(0)
  await submenu.getByRole('link', { name: 'Promotions' }).click()
  await expect(page.getByTestId('promotions-page')).toBeVisible()
  await expect(submenu.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('desktop header: Log in comes with the language menu, and never moves', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  // Settings that take a second: the language menu (and Join) can only come with them.
  await page.context().route('**/api/cached_settings*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.goto('/live/sport/?brand=gateway')
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' })
  await expect(logIn).toBeVisible()
  // Checked at once, not waited for: it was there when Log in first was.
  expect(await page.getByTestId('language-menu').isVisible()).toBe(true)
  const first = await logIn.boundingBox()
  await page.waitForTimeout(500)
  expect(await logIn.boundingBox()).toEqual(first)
})

test("the wallet brand's external header runs sandboxed, away from the app's origin", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=wallet')
  const frameElement = page.getByTestId('external-header')
  await expect(frameElement).toHaveAttribute('sandbox', /allow-scripts/)
  expect(await frameElement.getAttribute('sandbox')).not.toContain('allow-same-origin')
  const frame = page.frameLocator('[data-testid="external-header"]')
  await expect(frame.getByRole('link', { name: 'Crown Casino' })).toBeVisible()
  // The casino's script ran: it marked the link of the page the bettor is on.
  await expect(frame.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page')
  // Sized to its content, which reports its height from inside.
  await expect.poll(async () => (await frameElement.boundingBox())?.height).toBe(45)
  const reach = await frame.locator('body').evaluate(() => {
    let parentDocument = 'blocked'
    try {
      parentDocument = String(Boolean(window.parent.document))
    } catch {}
    let storage = 'blocked'
    try {
      storage = String(window.localStorage.length)
    } catch {}
    return { origin: window.origin, parentDocument, storage }
  })
  expect(reach).toEqual({ origin: 'null', parentDocument: 'blocked', storage: 'blocked' })
  // The other brands have none.
  await page.goto('/live/sport/?brand=demo')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByTestId('external-header')).toHaveCount(0)
})

test("the gateway brand's footer shows the gaming-board seal of the host", async ({ page }) => {
  await page.goto('/live/sport/?brand=gateway')
  const seal = page.getByTestId('gaming-board-seal')
  // The seal of 127.0.0.1, the host the tests serve on (the port is not part of it).
  await expect(seal).toHaveAttribute('data-token', '23ef9597-5fd9-4085-97e3-55d944f48ec6')
  await expect(seal).toContainText('Licensed by the Gaming Control Board')
  await page.goto('/live/sport/?brand=demo')
  await expect(page.getByRole('contentinfo')).toContainText('Please bet responsibly')
  await expect(page.getByTestId('gaming-board-seal')).toHaveCount(0)
})

test("desktop: Kiron's virtuals from the menu, as a guest and then as the player", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=demo')
  // One name for the product, as the submenu above calls it.
  await page.getByTestId('sports-drawer').getByRole('link', { name: 'Virtuals' }).click()
  await expect(page).toHaveURL(/\/sports\/kiron$/)
  const partner = page.frameLocator('[data-testid="partner-frame"]')
  await expect(partner.getByTestId('partner-player')).toHaveText(
    'Playing as a guest: log in on the sportsbook to play for money.',
  )
  await expect(page.getByText('You are playing as a guest.')).toBeVisible()
  await expectAccessible(page, 'main')
  await logIn(page)
  // Opened again with the player's own Kiron token, which the partner accepts.
  await expect(partner.getByTestId('partner-player')).toContainText('Playing for money as ')
  await expect(page.getByText('You are playing as a guest.')).toHaveCount(0)

  await page.goto('/sports/pinnacle')
  await expect(page.getByTestId('partner-page')).toContainText(
    'Pinnacle is not offered on this site.',
  )
})

test('mobile: no Kiron link in the menu, and the esports page opens from the submenu route', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=demo')
  await page.getByTestId('menu-button').click()
  const drawer = page.getByTestId('sports-drawer')
  await expect(drawer.getByRole('link', { name: "Today's fixtures" })).toBeVisible()
  // The brand's own sections' Virtuals only, as the desktop's submenu has it.
  await expect(drawer.getByRole('link', { name: 'Virtuals' })).toHaveCount(1)
  await page.goto('/sports/esports')
  await expect(
    page.frameLocator('[data-testid="partner-frame"]').getByRole('heading', { name: 'Esports' }),
  ).toBeVisible()
})

test("titles and descriptions follow the brand's page attributes, the last match winning", async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=demo')
  const description = page.locator('meta[name="description"]')
  await expect(page).toHaveTitle('Live betting | Demo Sportsbook')
  await expect(description).toHaveAttribute(
    'content',
    'Bet in play on matches running now, with live scores.',
  )
  await page.getByRole('link', { name: "Today's fixtures" }).click()
  await expect(page).toHaveTitle('Pre-match betting | Demo Sportsbook')
  await page.goto('/promotions')
  await expect(page).toHaveTitle('Promotions | Demo Sportsbook')
  // No rule of its own: the brand's rule for every page.
  await page.goto('/account')
  await expect(page).toHaveTitle('Sports betting | Demo Sportsbook')
})

test('back to top: shown a screen and a half down a long list, and it goes back up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 400 })
  // The jackpot's dozen matches: a page several screens long, not one that pages its list.
  await page.goto('/jackpot?brand=demo')
  await expect
    .poll(() => page.getByTestId('jackpot-event').count(), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(8)
  await expect(page.getByTestId('back-to-top')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
  await expect(page.getByTestId('back-to-top')).toBeVisible()
  // At the page's end the button floats under the reminder to bet responsibly, not over it. The
  // page's adverts may come after the matches and lengthen it: its end is gone to again until it
  // stays the end.
  const reminderAboveButton = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const reminder = await page.getByText('18+ · Please bet responsibly.').boundingBox()
    const button = await page.getByTestId('back-to-top').boundingBox()
    return reminder !== null && button !== null && reminder.y + reminder.height <= button.y
  }
  await expect.poll(reminderAboveButton).toBe(true)
  await page.getByTestId('back-to-top').click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByTestId('back-to-top')).toHaveCount(0)
})

test.describe('a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true })
  test('is asked to turn upright', async ({ page }) => {
    await page.goto('/live/sport/?brand=demo')
    await expect(page.getByTestId('orientation-notice')).toBeVisible()
    await expect(page.getByTestId('orientation-notice')).toHaveText(
      'Turn your phone upright to bet.',
    )
  })
})

test('a desktop window as short is not', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 })
  await page.goto('/live/sport/?brand=demo')
  await expect(page.getByTestId('orientation-notice')).toBeHidden()
})

test('mobile addresses carry the language: links stay under it, an unoffered one is replaced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/m/de/sports/fixtures?brand=demo')
  await expect(page.getByRole('heading', { name: 'Spielplan' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.getByTestId('tab-live').click()
  await expect(page).toHaveURL(/\/m\/de\/live\/sport\/$/)
  // A language the brand does not offer, or none: the same page in the brand's first language.
  await page.goto('/m/xx/jackpot')
  await expect(page).toHaveURL(/\/m\/en\/jackpot$/)
  await expect(page.getByTestId('jackpot-page')).toBeVisible()
  await page.goto('/m/promotions')
  await expect(page).toHaveURL(/\/m\/en\/promotions$/)
  await expect(page.getByTestId('promotions-page')).toBeVisible()
  // An error page keeps its number.
  await page.goto('/m/500')
  await expect(page).toHaveURL(/\/m\/500$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('maintenance: a closed site sends the bettor to the maintenance page, and back when open', async ({
  page,
  request,
}) => {
  const switchMaintenance = (closed: boolean) =>
    request.put('/dev/brands/demo/maintenance', { data: { closed } })
  await page.setViewportSize({ width: 390, height: 844 })
  try {
    expect((await switchMaintenance(true)).status()).toBe(200)
    await page.goto('/m/es/live/sport/?brand=demo')
    await expect(page).toHaveURL(/\/m\/es\/maintenance$/)
    const maintenance = page.getByTestId('maintenance-page')
    await expect(maintenance.getByRole('heading', { name: 'Volvemos enseguida' })).toBeVisible()
    await expectAccessible(page, 'main')
    await maintenance.getByRole('button', { name: 'Reintentar' }).click()
    await expect(maintenance.getByRole('status')).toHaveText(/Seguimos trabajando/)
  } finally {
    await switchMaintenance(false)
  }
  await page.getByTestId('maintenance-page').getByRole('button', { name: 'Reintentar' }).click()
  await expect(page).toHaveURL(/\/m\/es\/live\/sport\/$/)
  await expect(page.getByTestId('tab-live')).toHaveText('En vivo')
})

test("the brand's own links and scripts: home, Join, Promos elsewhere, a chat widget", async ({
  page,
  request,
}) => {
  // The operator's site and its widget, as chromium would fetch them from the internet.
  await page.route('https://casino.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Casino</title><h1>Casino lobby</h1>' }),
  )
  await page.route('**/widgets/chat.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'document.documentElement.dataset.chat = "loaded"',
    }),
  )
  await page.setViewportSize({ width: 390, height: 844 })
  try {
    const set = await setBrandSettings(request, {
      home_url: 'https://casino.example/lobby',
      registration_url: 'https://casino.example/register',
      promotions_url: '/jackpot',
      third_party_scripts: ['/widgets/chat.js'],
    })
    expect(set.status()).toBe(200)
    await page.goto('/live/sport/?brand=demo')
    await expect(page.locator('html')).toHaveAttribute('data-chat', 'loaded')
    await expect(page.locator('script[data-third-party]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      'https://casino.example/lobby',
    )
    await page.getByTestId('tab-promos').click()
    await expect(page).toHaveURL(/\/jackpot$/)
    await expectAccessible(page, 'header')
    // With the visitor's country from geo data: no edge names one here, so the brand's default.
    const join = page.getByTestId('join')
    await expect(join).toHaveAttribute('href', 'https://casino.example/register?country=MT')
    await join.click()
    await expect(page).toHaveURL('https://casino.example/register?country=MT')
  } finally {
    await setBrandSettings(request, {
      home_url: null,
      registration_url: null,
      promotions_url: null,
      third_party_scripts: null,
    })
  }
})

test('phone: the header burger opens the menu the Menu tab opens, and either or Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=demo')
  const burger = page.getByTestId('burger')
  await expect(burger).toHaveAccessibleName('Menu')
  await burger.click()
  await expect(page.getByTestId('sports-drawer')).toBeVisible()
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true')
  await page.getByTestId('menu-button').click()
  await expect(page.getByTestId('sports-drawer')).toHaveCount(0)
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  // From the keyboard: Escape closes it and the focus is back on the burger.
  await burger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sports-drawer')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('sports-drawer')).toHaveCount(0)
  await expect(burger).toBeFocused()
  await page.setViewportSize({ width: 1366, height: 900 })
  await expect(burger).toHaveCount(0)
})

test("the scripts every page runs at start carry V8's compile hint, those loaded later do not", async ({
  page,
  request,
}) => {
  const hinted = async (path: string) =>
    (await (await request.get(path)).text()).startsWith('//# allFunctionsCalledOnLoad\n')
  const html = await (await request.get('/live/sport/')).text()
  const atStart = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    ([, path]) => path ?? '',
  )
  expect(atStart.length).toBeGreaterThan(1)
  for (const path of atStart) expect(await hinted(path), path).toBe(true)

  await page.goto('/jackpot?brand=demo')
  await expect(page.getByTestId('jackpot-page')).toBeVisible()
  const later = await page.evaluate(
    (loaded) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js') && !loaded.includes(path)),
    atStart,
  )
  expect(later.length).toBeGreaterThan(0)
  for (const path of later) expect(await hinted(path), path).toBe(false)
})

test('a phone downloads the app compressed, and the files named by their hash only once', async ({
  page,
}) => {
  const encodings = new Map<string, string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/assets/') || path === '/xapi/rest/live/events' || path === '/')
      // A chunk loaded when idle may answer as the test ends: its headers are then nobody's.
      response.allHeaders().then(
        (headers) => encodings.set(path, headers['content-encoding'] ?? 'none'),
        () => undefined,
      )
  })
  await page.goto('/live/sport/?brand=demo')
  await expect(page.getByTestId('live-events')).toBeVisible()
  const scripts = [...encodings].filter(([path]) => /\.(js|css)$/.test(path))
  // The entry, what it preloads, the styles and the engine's Worker.
  expect(scripts.some(([path]) => path.includes('engine.worker'))).toBe(true)
  for (const [path, encoding] of scripts) expect(encoding, path).toBe('br')
  // The snapshot of the matches in play is compressed as it is answered, in brotli too.
  await expect.poll(() => encodings.get('/xapi/rest/live/events')).toBe('br')

  // What each load took over the network from /assets/. The chunks wanted after the first screen
  // come when the page is idle, so the second load may take one the first had not yet: what it
  // may not take is one the first already had.
  const transferred = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
        .map((entry) => entry.name),
    )
  const first = await transferred()
  expect(first.length).toBeGreaterThan(0)
  await page.goto('/live/sport/?brand=demo')
  await expect(page.getByTestId('live-events')).toBeVisible()
  const fetchedAgain = (await transferred()).filter((name) => first.includes(name))
  expect(fetchedAgain).toEqual([])
})

test('phone: the first screen comes without the statecharts, and taps made before they do are acted on when they come', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The statecharts' chunk is held back until the bettor has tapped a price and Log in.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/AppCharts-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/live/sport/')
  const slipTab = page.getByTestId('tab-bar').getByRole('button', { name: /Betslip/ })
  await page.getByTestId('live-events').locator('[data-testid^="price-"]:enabled').first().click()
  await expect(page.getByTestId('betslip-count')).toHaveText('1')
  await page.getByRole('button', { name: 'Log in' }).first().click()
  await expect(slipTab).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0)

  release()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  await expect(slipTab).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('betslip').locator('li')).toHaveCount(1)
})

test('the brand and the native app, kept for the next load, come written in the page, and no storage is read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const logo = page.getByRole('link', { name: 'Home' }).locator('img')
  await page.goto('/live/sport/?brand=gateway')
  await expect(logo).toHaveAttribute('src', /gateway/)
  // The next load names no brand: the page has it from the cookie the server wrote into <html>.
  await page.goto('/live/sport/')
  await expect(page.locator('html')).toHaveAttribute('data-kept-brand', 'gateway')
  await expect(logo).toHaveAttribute('src', /gateway/)
  const stored = () =>
    page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
        key.startsWith('sportsbook.'),
      ),
    )
  expect(await stored()).toEqual([])

  await page.goto('/live/sport/?betslip-origin=native-app')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await page.goto('/live/sport/')
  await expect(page.locator('html')).toHaveAttribute('data-kept-native-app', '1')
  await expect(page.getByTestId('tab-live')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  expect(await stored()).toEqual([])
})

test("the brand's logo and tab icon are named in the page's head, and the header draws the logo it preloaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=gateway')
  const logo = page.getByRole('link', { name: 'Home' }).locator('img')
  await expect(logo).toHaveAttribute('src', /gateway\/logo/)
  await expect(logo).toHaveJSProperty('complete', true)
  // Asked for once, by the head's preload, before the page's code had learnt the brand's settings.
  const logoLoads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/brands/gateway/logo'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  )
  expect(logoLoads).toEqual(['link'])
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/m/brands/gateway/favicon.svg?w=64&q=90',
  )
})

test('phone: what can wait is asked for once the first screen is painted, not while its rows are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  await expect(
    page
      .getByTestId('live-events')
      .getByTestId(/^price-/)
      .first(),
  ).toBeVisible()
  const chartsAskedAt = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => /\/AppCharts-/.test(entry.name))
          ?.startTime,
    )
  await expect.poll(chartsAskedAt).toBeDefined()
  const largestPaints = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          resolve(list.getEntries().map((entry) => entry.startTime))
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  )
  // The list's rows are the first screen's largest paint; the statecharts' chunk came after it.
  expect(Math.max(...largestPaints)).toBeLessThan((await chartsAskedAt()) ?? 0)
})

test("phone: the wallet brand's external header is one row, its name whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=wallet')
  const frameElement = page.getByTestId('external-header')
  const frame = page.frameLocator('[data-testid="external-header"]')
  const home = frame.getByRole('link', { name: 'Crown Casino' })
  await expect(home).toBeVisible()
  // It wrapped to three lines (110 px) with the name cut at the top of the frame.
  await expect.poll(async () => (await frameElement.boundingBox())?.height).toBe(45)
  const inside = await home.evaluate((link) => {
    const box = link.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= document.documentElement.clientHeight
  })
  expect(inside).toBe(true)
  // The links the row has no room for are scrolled to, not dropped.
  await expect(frame.getByRole('link', { name: 'Promotions' })).toBeAttached()
})
