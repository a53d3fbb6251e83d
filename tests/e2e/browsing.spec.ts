// A bettor browsing in Debian's chromium against the real server and the feed simulator: the
// sports menu with its counts, a sport's listing by day and page, a league, an event with its
// markets, a live football list showing another market, a live event's scoreboard and match
// tracker as the match plays, a streamed match watched, a suspended market, and the stale mark
// when the stream is cut.

import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn } from '../support/slip-page.ts'

failOnConsoleErrors()

/**
 * The matches in play whose clock runs, those with the most of their play still to come first (the
 * fewest sets or maps won, then the fewest minutes): at ten times speed a match near its end may
 * end, and leave its page, while a test reads it.
 */
async function runningMatches(page: Page) {
  const answer = await page.request.get(
    '/xapi/rest/events?periodType=IN_RUNNING&eventsPerPage=100&outrights=exclude',
  )
  const { events } = (await answer.json()) as {
    events: Array<{
      slug: string
      sportCode: string
      clock?: { status: string; minutes?: number }
      match?: { home: number; away: number }
      liveStreaming?: boolean
    }>
  }
  const played = (event: (typeof events)[number]) =>
    ((event.match?.home ?? 0) + (event.match?.away ?? 0)) * 1000 + (event.clock?.minutes ?? 0)
  return events
    .filter((event) => event.clock?.status === 'RUNNING')
    .sort((a, b) => played(a) - played(b))
}

/** The first event row of a list, followed to its event page. */
async function openFirstEvent(page: Page) {
  const title = await page.getByTestId('event-list').locator('li a').first().textContent()
  // Clicked by its name: matches start and end as the feed plays, and the list may reorder
  // between reading the first row and clicking it.
  await page
    .getByTestId('event-list')
    .locator('li a', { hasText: title ?? '' })
    .first()
    .click()
  await expect(page.getByTestId('event-page').getByRole('heading', { level: 1 })).toHaveText(
    title ?? '',
  )
}

test('desktop: sport → league → event, with counts, days, pages and every market', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/')
  const drawer = page.getByTestId('sports-drawer')
  // A dozen sports, each with its count of coming events.
  await expect(drawer.locator('[data-testid^="drawer-sport-"]')).toHaveCount(13, {
    timeout: 20_000,
  })
  const football = drawer.getByTestId('drawer-sport-FOOT')
  await expect(football.locator('span').last()).not.toHaveText('0')

  await football.getByRole('link', { name: 'Football' }).click()
  await expect(page).toHaveURL(/\/sports\/1-FOOT$/)
  const list = page.getByTestId('event-list')
  await page.getByTestId('window-this_week').click()
  await expect(page).toHaveURL(/window=this_week/)
  await expect(list.locator('li')).toHaveCount(20)
  const total = Number(await list.getAttribute('data-total'))
  expect(total).toBeGreaterThan(20)
  await page.getByRole('button', { name: 'Next ›' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/Page 2 of/)).toBeVisible()

  // A league from the menu.
  await football.getByRole('button', { name: /Open Football competitions/ }).click()
  const league = football.locator('ul ul a').first()
  await league.click()
  await expect(page).toHaveURL(/\/sports\/competitions\/football\/[^/]+\/[^/]+$/)
  await expect(page.getByTestId('competition-page')).toBeVisible()

  await openFirstEvent(page)
  const markets = page.getByTestId('event-page').locator('[data-testid^="market-"]')
  // The list brought the main market; the page loads every other.
  await expect.poll(() => markets.count()).toBeGreaterThan(5)
  await page.getByRole('tab', { name: 'Correct Score' }).click()
  await expect(markets.first()).toContainText('Correct Score')
  const price = markets.first().locator('[data-testid^="price-"]').first()
  await price.click()
  await expect(price).toHaveAttribute('aria-pressed', 'true')

  // The groups from the keyboard: Home goes back to every market, an arrow on to the next group.
  await page.getByRole('tab', { name: 'Correct Score' }).press('Home')
  const all = page.getByRole('tab', { name: 'All', exact: true })
  await expect(all).toHaveAttribute('aria-selected', 'true')
  await expect(all).toBeFocused()
  await all.press('ArrowRight')
  await expect(all).toHaveAttribute('aria-selected', 'false')
  const groups = page.getByRole('tablist', { name: 'Market groups' })
  await expect(groups.getByRole('tab', { selected: true })).toBeFocused()
})

test('mobile: the sports drawer opens from the tab bar and leads to a listing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  await page.getByTestId('menu-button').click()
  const drawer = page.getByTestId('sports-drawer')
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Tennis', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/sports\/3-TENN$/)
  await page.getByTestId('window-this_week').click()
  await expect(page.getByTestId('event-list').locator('li').first()).toBeVisible()
  await openFirstEvent(page)
})

test('live: a match plays on its event page, its board moves on, and a suspended market takes no bets', async ({
  page,
}) => {
  // A match at its half time holds its clock up to 90 s at FEED_SPEED=10: room for that.
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  // Which sports are in play depends on when the test runs: a tennis match when there is one (a
  // point every four seconds, no breaks), else any match whose clock runs.
  const running = await runningMatches(page)
  const match = running.find((event) => event.sportCode === 'TENN') ?? running[0]
  expect(match, 'a match in play').toBeDefined()
  await page.goto(`/live/${match?.slug}`)
  // The model suspends on break points, when the match brings one (the simulator's tests); a
  // trader's suspension comes when the test needs it, through the same live stream.
  // Held by its id: the page orders markets as they come, so the first may change.
  const marketId = await page
    .getByTestId('event-page')
    .locator('[data-testid^="market-"]')
    .first()
    .getAttribute('data-testid')
    .then((testId) => testId?.replace('market-', ''))
  const market = page.getByTestId(`market-${marketId}`)
  const setStatus = async (status: 'open' | 'suspended') =>
    expect(
      (await page.request.post(`/dev/markets/${marketId}/status`, { data: { status } })).ok(),
    ).toBe(true)
  await setStatus('suspended')
  await expect(market).toHaveAttribute('data-status', 'suspended')
  await expect(market.getByText('Suspended')).toBeVisible()
  await expect(market.locator('[data-testid^="price-"]').first()).toBeDisabled()
  await setStatus('open')
  await expect(market).toHaveAttribute('data-status', 'open')
  await expect(market.locator('[data-testid^="price-"]').first()).toBeEnabled()
  // Points, games and sets as they are won, or the clock as it runs.
  const board = page.getByTestId('scoreboard')
  await expect(board).toBeVisible()
  const first = await board.textContent()
  await expect.poll(() => board.textContent(), { timeout: 120_000 }).not.toBe(first)
})

test('live: the match tracker shows play on the pitch as it moves, and the moments so far', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // A match on a clock whose ball is in play: its spells of play move every 0.6 s at FEED_SPEED=10.
  const running = await runningMatches(page)
  const match =
    running.find((event) => ['FOOT', 'ICEH', 'HAND'].includes(event.sportCode)) ?? running[0]
  expect(match, 'a match in play').toBeDefined()
  await page.goto(`/live/${match?.slug}`)
  const tracker = page.getByTestId('match-tracker')
  await expect(tracker.getByRole('tab', { name: 'Pitch' })).toHaveAttribute('aria-selected', 'true')
  const play = tracker.getByTestId('tracker-play')
  await expect(play).toHaveText(
    /in possession|attacking|dangerous attack|Goal!|score$|Point to|batting|Play is stopped|Match under way/,
  )
  const first = await play.textContent()
  await expect.poll(() => play.textContent(), { timeout: 30_000 }).not.toBe(first)
  await expectAccessible(page, '[data-testid="match-tracker"]')

  await tracker.getByRole('tab', { name: 'Timeline' }).click()
  await expect(
    tracker.getByTestId('tracker-moments').or(tracker.getByText('Nothing to note yet.')),
  ).toBeVisible()
  await expectAccessible(page, '[data-testid="match-tracker"]')
})

for (const width of [390, 1366])
  test(`${width} px: the match tracker's pitch spans the phone's card and is centred in the desktop's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const [match] = await runningMatches(page)
    await page.goto(`/live/${match?.slug}`)
    const tracker = page.getByTestId('match-tracker')
    const tabs = await tracker.getByRole('tablist').boundingBox()
    const pitch = await tracker.getByRole('tabpanel').locator('svg').boundingBox()
    if (!tabs || !pitch) throw new Error('no pitch')
    const left = pitch.x - tabs.x
    const right = tabs.x + tabs.width - (pitch.x + pitch.width)
    // It sat in the first half on the desktop (320 of 680 px), and 20 px short on the phone.
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1)
    if (width < 1024) expect(pitch.width).toBeGreaterThanOrEqual(tabs.width - 1)
  })

test('live: football rows show another market on request, its main line, and the slip takes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/1-FOOT')
  const rows = page.getByTestId('live-events').locator('li')
  const market = page.getByTestId('live-market-filter')
  // The main market first: a football row's prices are 1, X and 2.
  await expect(market).toHaveValue('')
  await expect(market.locator('option').first()).toHaveText('1X2')
  const firstPrice = rows.first().locator('[data-testid^="price-"]').first()
  await expect(firstPrice).toContainText(/^1/)

  await market.selectOption('Over/Under')
  // A row whose market is suspended for a moment (a goal) shows no prices: the first one that does.
  const over = page.getByTestId('live-events').locator('[data-testid^="price-"]').first()
  await expect(over).toContainText(/^Over \d+\.5/)
  await expect(page.locator('[aria-label^="Total Goals"]').first()).toBeVisible()
  await expectAccessible(page, 'main')
  const line = ((await over.textContent()) ?? '').match(/Over \d+\.5/)?.[0] ?? ''
  await over.click()
  await expect(page.getByTestId('betslip')).toContainText(line)

  // A market type a match does not offer just now: its row says so, and takes no bet. The
  // simulator offers most market types on most matches, so which one, and which row, is found
  // from the rows themselves rather than assumed to be the first row's Corners.
  await page.keyboard.press('Escape')
  const choices = await market
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
    )
  const notOffered = rows.filter({ has: page.getByTestId('market-not-offered') }).first()
  let chosen: string | undefined
  for (const choice of [...choices].reverse()) {
    await market.selectOption(choice)
    // Every row settled: none is still loading the market chosen.
    await expect(rows.first()).toBeVisible()
    await expect(page.getByTestId('live-events').locator('[aria-busy="true"]')).toHaveCount(0)
    if ((await notOffered.count()) > 0) {
      chosen = choice
      break
    }
  }
  expect(chosen, 'a market type some match in play does not offer').toBeDefined()
  await expect(notOffered.getByTestId('market-not-offered')).toHaveText('Not offered')
  await expect(notOffered.locator('[data-testid^="price-"]')).toHaveCount(0)
  // Another sport's list starts on its own main market: the seeded Counter-Strike match's.
  await page.getByTestId('live-sport-CSGO').click()
  await expect(market).toHaveValue('')
  await expect(market.locator('option').first()).toHaveText('Match Winner')
})

test("live: past the brand's threshold the snapshot carries list markets; the rest load when wanted", async ({
  page,
  request,
}) => {
  // Eight matches in play against a threshold of two: the snapshot carries each one's main
  // markets only (section 9, lazy_loading_markets_live_event_count_threshold).
  await setBrandSettings(request, { lazy_loading_markets_live_event_count_threshold: 2 })
  try {
    await page.setViewportSize({ width: 390, height: 844 })
    const snapshot = page.waitForResponse(/\/xapi\/rest\/live\/events\?.*lazyMarketsAbove=2/)
    await page.goto('/live/sport/1-FOOT?brand=demo')
    expect(await (await snapshot).json()).toMatchObject({ marketsComplete: false })
    const rows = page.getByTestId('live-events').locator('li')
    await expect(rows.first().locator('[data-testid^="price-"]').first()).toContainText(/^1/)

    // Another market than the main one is loaded for every row when chosen.
    await page.getByTestId('live-market-filter').selectOption('Over/Under')
    const over = page.getByTestId('live-events').locator('[data-testid^="price-"]').first()
    await expect(over).toContainText(/^Over \d+\.5/)

    // A match's page loads its other markets: it shows more than its row had.
    await rows.first().getByRole('link').first().click()
    await expect(
      page.getByTestId('event-page').locator('[data-testid^="market-"]').nth(4),
    ).toBeVisible()
    // The stream, scoped to the rows' markets until then, now carries all of the match's: a
    // Double Chance price moved on the server shows on the page.
    const doubleChance = page
      .getByTestId('event-page')
      .locator('[data-testid^="market-"][data-testid$="-DBLC-FT"] [data-testid^="price-"]')
      .first()
    const outcomeId = (await doubleChance.getAttribute('data-testid'))?.slice('price-'.length)
    const moved = page.getByTestId('event-page').getByTestId(`price-${outcomeId}`)
    // The feed reprices every market of a match in play at each game minute (6 s at ten times
    // speed), puts a drifted price back a rung from its model, and suspends the markets at a goal
    // (the price shows as a dash): a moved price can be replaced before the page is read. The move
    // is made again until it is seen; the page reads no event again, so each one seen came over
    // the stream, which carries the match's Double Chance only once the page holds it whole.
    await expect(async () => {
      const answer = await request.post(`/dev/outcomes/${outcomeId}/price`, {
        data: { decimal: 41 },
      })
      expect(answer.ok()).toBe(true)
      await expect(moved).toContainText('41', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    await setBrandSettings(request, { lazy_loading_markets_live_event_count_threshold: null })
  }
})

test("live: the gateway brand's Asian coupon leads football with the handicap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/1-FOOT?brand=gateway')
  const market = page.getByTestId('live-market-filter')
  await expect(market).toHaveValue('')
  await expect(market.locator('option').first()).toHaveText('Asian Handicap')
  // Its prices are named by their side and handicap ("1 -0.5"), not 1 X 2 alone.
  await expect(
    page
      .getByTestId('live-events')
      .locator('[data-testid^="price-"]', { hasText: /^[12] [+-]\d+(\.\d+)?/ })
      .first(),
  ).toBeVisible()
})

test('live: a streamed match is watched from its tracker, once the bettor is logged in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const streamed = (await runningMatches(page)).find((event) => event.liveStreaming)
  expect(streamed, 'the seeded Counter-Strike match, streamed').toBeDefined()
  await page.goto(`/live/${streamed?.slug}?brand=demo`)
  const tracker = page.getByTestId('match-tracker')
  await tracker.getByRole('tab', { name: 'Watch' }).click()
  await expect(tracker.getByText('Log in to watch the match live.')).toBeVisible()
  await expect(tracker.getByTestId('partner-frame')).toHaveCount(0)
  await logIn(page)
  // The esports partner's player, opened at the match with the bettor's own token.
  const stream = page.frameLocator('[data-testid="partner-frame"]')
  await expect(stream.getByTestId('partner-player')).toContainText('Playing for money as ')
  await expect(stream.getByText(/game \d+/)).toBeVisible()
  await expectAccessible(page, '[data-testid="match-tracker"]')
  // Not full screen until the player lets live streams fill the screen, on the profile page.
  const frame = page.getByTestId('partner-frame')
  await expect(frame).toHaveAttribute('allow', 'autoplay')
  // Reached in place, as a link reaches them: the app is not loaded again.
  const visit = (path: string) => page.evaluate((to) => history.pushState(null, '', to), path)
  const fullScreen = async (on: boolean) => {
    await visit('/account')
    await page.getByLabel('Let live streams fill the screen').setChecked(on)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('toast').last()).toBeVisible()
  }
  await fullScreen(true)
  await visit(`/live/${streamed?.slug}`)
  await tracker.getByRole('tab', { name: 'Watch' }).click()
  await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay')
  await fullScreen(false)
})

test('stale: when the stream is cut, prices are marked stale and cannot be taken until it is back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  let cut = false
  const sockets: { close(): Promise<void> }[] = []
  // On the main thread (engine=main) the page's WebSocket can be routed. Once cut, a new socket
  // opens but stays silent, as a dead connection behind a proxy does; the HTTP fallback is cut.
  await page.routeWebSocket(/\/xapi\/live\/stream/, (socket) => {
    if (cut) return
    socket.connectToServer()
    sockets.push(socket)
  })
  await page.route(/\/xapi\/live\/changes/, (route) => (cut ? route.abort() : route.continue()))
  await page.goto('/live/sport/?engine=main')
  const price = page.getByTestId('live-events').locator('[data-testid^="price-"]').first()
  await expect(price).toBeEnabled()
  await expect(page.getByTestId('stale-notice')).toHaveCount(0)
  cut = true
  for (const socket of sockets) await socket.close()
  await expect(page.getByTestId('stale-notice')).toBeVisible({ timeout: 40_000 })
  await expect(price).toHaveAttribute('data-stale', 'true')
  await expect(price).toBeDisabled()
  // The connection back: the client gives up on the silent socket, reconnects, and resumes.
  cut = false
  await expect(page.getByTestId('stale-notice')).toHaveCount(0, { timeout: 40_000 })
  await expect(price).toBeEnabled()
})
