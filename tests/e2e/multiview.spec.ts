// The multi-view (issue 41) in Debian's chromium, at a phone's 390 px and a desktop's 1366 px:
// matches pinned from the live list, a sport page and a match page; the pins found again after a
// reload; a tile's market chosen; a price move, a suspension and its reopening on a tile (the
// development endpoints drive them); a tile's price put on the slip and placed; a goal's alert
// with its Bet now link; the pins following the player into a second browser; and unpinning. A red
// card's alert and the card drawn on its tile, also at both widths.
// demo2 is the player: no other spec pins, and its balance is only ever read as it moves.

import type { Page } from '@playwright/test'
import type { Pin } from '../../domain/rules/pins.ts'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import {
  liveEvents,
  logIn,
  longestNamedPrematchEvent,
  prematchEvents,
} from '../support/slip-page.ts'

failOnConsoleErrors()

const player = { username: 'demo2', password: 'demo1234' }

/** The player's pins on the server, none unless named: each test starts from its own. */
async function setServerPins(page: Page, pins: Pin[] = []): Promise<void> {
  const login = await page.request.post('/xapi/icore/players/login', {
    headers: { brand: 'demo' },
    data: player,
  })
  const { alsToken } = (await login.json()) as { alsToken: string }
  const saved = await page.request.put('/api/pins', {
    headers: { authorization: `Bearer ${alsToken}`, brand: 'demo' },
    data: { pins },
  })
  expect(saved.ok()).toBe(true)
}

/** The event id of a list row (`event-<id>`). */
const rowEventId = async (row: ReturnType<Page['locator']>) =>
  ((await row.getAttribute('data-testid')) ?? '').replace('event-', '')

async function openMultiview(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByTestId('menu-button').click()
  await page.getByTestId('multiview-link').click()
  await expect(page).toHaveURL(/\/multiview$/)
}

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${name}: pin from three places, watch the tiles move, bet from one, hear a goal, unpin`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const phone = width < 1024
    await page.setViewportSize({ width, height })
    await setServerPins(page)

    // 1. The live list: a football match in play.
    await page.goto('/live/sport/1-FOOT')
    // The first row whose pin has come (a chunk fetched once the page is idle): a row read
    // before it may be a match that ends while its pin comes.
    const firstPin = page
      .getByTestId('live-events')
      .locator('li[data-testid^="event-"] [data-testid^="pin-"][aria-pressed="false"]')
      .first()
    await expect(firstPin).toBeVisible()
    const liveId = ((await firstPin.getAttribute('data-testid')) ?? '').replace('pin-', '')
    const livePin = page.getByTestId(`pin-${liveId}`)
    await livePin.click()
    await expect(livePin).toHaveAttribute('aria-pressed', 'true')

    // 2. A sport page: another football match in play, from its Live now list.
    await page.goto('/sports/1-FOOT')
    const sportRows = page.getByTestId('live-now-list').locator('li[data-testid^="event-"]')
    const other = sportRows.filter({ hasNot: page.getByTestId(`pin-${liveId}`) }).first()
    await expect(other.locator('[data-testid^="pin-"]')).toBeVisible()
    const sportId = await rowEventId(other)
    await other.getByTestId(`pin-${sportId}`).click()
    await expect(other.getByTestId(`pin-${sportId}`)).toHaveAttribute('aria-pressed', 'true')

    // 3. A match's page: one before its start, to bet on without an in-play delay.
    const [coming] = await prematchEvents(page, 1)
    if (!coming) throw new Error('no match before its start')
    await page.goto(`/events/${coming.slug}`)
    const pagePin = page.getByTestId(`pin-${coming.id}`)
    await pagePin.click()
    await expect(pagePin).toHaveAttribute('aria-pressed', 'true')

    // Logged in, the pins go to the server too.
    await logIn(page, player.username, player.password)

    // The multi-view, reached from the menu; the pins are still there after a reload.
    await openMultiview(page, phone)
    const tiles = page.getByTestId('multiview-page').locator('li[data-testid^="tile-"]')
    await expect(tiles).toHaveCount(3)
    await page.reload()
    await expect(tiles).toHaveCount(3)
    const tile = page.getByTestId(`tile-${coming.id}`)
    await tile.scrollIntoViewIfNeeded()
    const mainMarket = coming.markets[0]
    if (!mainMarket) throw new Error('the match has no main market')
    await expect(tile.getByTestId(`tile-market-${mainMarket.id}`)).toBeVisible()
    await expectAccessible(page, 'main')

    // Choose another market of the match for its tile.
    await tile.getByTestId(`choose-markets-${coming.id}`).click()
    const picker = page.getByTestId('tile-markets-picker')
    const choices = picker.locator('input[type="checkbox"]')
    await expect(choices.nth(1)).toBeVisible()
    const chosenId = ((await choices.nth(1).getAttribute('data-testid')) ?? '').replace(
      'tile-market-choice-',
      '',
    )
    // Ticked once the engine has the choice: the box shows what the tile shows.
    await choices.nth(1).click()
    await expect(choices.nth(1)).toBeChecked()
    await picker.getByRole('button', { name: 'Close' }).click()
    await expect(tile.getByTestId(`tile-market-${chosenId}`)).toBeVisible()
    await expect(tile.getByTestId(`tile-market-${mainMarket.id}`)).toHaveCount(0)
    // Taken off again, the main market is back.
    await tile.getByTestId(`choose-markets-${coming.id}`).click()
    await picker.getByTestId(`tile-market-choice-${chosenId}`).click()
    await expect(picker.getByTestId(`tile-market-choice-${chosenId}`)).not.toBeChecked()
    await picker.getByRole('button', { name: 'Close' }).click()
    const market = tile.getByTestId(`tile-market-${mainMarket.id}`)
    await expect(market).toBeVisible()

    // A goal in a pinned match: a notice whose Bet now leads to its tile.
    const event = await (await page.request.get(`/xapi/rest/events/${liveId}`)).json()
    const scores = event.scores ?? { home: 0, away: 0 }
    const scored = await page.request.post(`/dev/events/${liveId}/score`, {
      data: { scores: { home: scores.home + 1, away: scores.away } },
    })
    expect(scored.ok()).toBe(true)
    // Its own match's: the other match in play may score at ten times speed meanwhile (CI).
    const goal = page
      .getByTestId('pin-alert')
      .filter({ hasText: 'Goal!' })
      .filter({ hasText: `scores in ${event.description}` })
    await expect(goal).toBeVisible()
    await goal.getByTestId('pin-alert-bet-now').click()
    await expect(page).toHaveURL(new RegExp(`/multiview#pinned-${liveId}$`))
    await expect(page.getByTestId(`tile-${liveId}`)).toBeInViewport()

    // Logged in on another device (a second browser context), the pins follow the player.
    const elsewhere = await browser.newContext({ baseURL, viewport: { width, height } })
    try {
      const second = await elsewhere.newPage()
      await second.goto('/multiview')
      await expect(second.getByTestId('multiview-page').getByRole('status')).toBeVisible()
      await logIn(second, player.username, player.password)
      for (const id of [liveId, sportId, coming.id])
        await expect(second.getByTestId(`tile-${id}`)).toBeAttached()
    } finally {
      await elsewhere.close()
    }

    // Unpinned, a tile leaves: the two matches in play go first, so that their own moments (the
    // simulator suspends and reopens their markets at every chance) cannot crowd out the notice
    // the next step waits for.
    for (const id of [liveId, sportId]) {
      await page.getByTestId(`tile-${id}`).scrollIntoViewIfNeeded()
      await page.getByTestId(`unpin-${id}`).click()
      await expect(page.getByTestId(`tile-${id}`)).toHaveCount(0)
    }

    // A price moves on the tile, the market is suspended and reopens: each as it happens.
    const outcomeId = mainMarket.outcomes[0]?.id ?? ''
    const price = market.getByTestId(`price-${outcomeId}`)
    const moved = await page.request.post(`/dev/outcomes/${outcomeId}/price`, {
      data: { decimal: 7.5 },
    })
    expect(moved.ok()).toBe(true)
    await expect(price).toContainText('7.50')
    const setStatus = async (status: 'open' | 'suspended') =>
      expect(
        (
          await page.request.post(`/dev/markets/${mainMarket.id}/status`, { data: { status } })
        ).ok(),
      ).toBe(true)
    await setStatus('suspended')
    await expect(market.getByTestId('tile-suspended')).toBeVisible()
    await expect(price).toBeDisabled()
    await setStatus('open')
    await expect(price).toBeEnabled()
    // The notice names its match: those unpinned above may have left theirs on the screen.
    const alerts = page.getByTestId('pin-alert')
    await expect(alerts.filter({ hasText: `is open again in ${coming.description}` })).toBeVisible()

    // A tap on the tile's price puts it on the slip, and the bet is placed.
    await price.click()
    await expect(price).toHaveAttribute('aria-pressed', 'true')
    const slip = page.getByTestId('betslip').last()
    await expect(slip.getByTestId(`slip-${outcomeId}`)).toBeVisible()
    await slip.getByLabel(/^Stake on/).fill('2')
    await slip.getByRole('button', { name: /Place bet/ }).click()
    await expect(slip.getByTestId('bet-placed')).toContainText('Reference BS-')
    if (phone) await page.keyboard.press('Escape')

    await page.getByTestId(`unpin-${coming.id}`).click()
    await expect(page.getByTestId(`tile-${coming.id}`)).toHaveCount(0)
    await expect(page.getByTestId('multiview-page').getByRole('status')).toContainText(
      'Nothing pinned yet',
    )
  })
}

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
])
  test(`${name}: a name that fills a tile's head wraps beside the unpin ×, at its top-right corner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    const longest = await longestNamedPrematchEvent(page)
    await setServerPins(page, [{ eventId: longest.id, marketIds: [] }])
    try {
      await page.goto('/live/sport/')
      await logIn(page, player.username, player.password)
      await openMultiview(page, width < 1024)
      const tile = page.getByTestId(`tile-${longest.id}`)
      const name = tile.getByRole('link', { name: longest.description })
      const unpin = tile.getByTestId(`unpin-${longest.id}`)
      await expect(name).toBeVisible()
      await expect(unpin).toBeVisible()
      // The name's first line, as drawn.
      const firstLine = await name.evaluate((link) => {
        const range = document.createRange()
        range.selectNodeContents(link)
        const [line] = range.getClientRects()
        return { top: line?.top ?? 0, bottom: line?.bottom ?? 0 }
      })
      const cross = await unpin.boundingBox()
      const named = await name.boundingBox()
      const framed = await tile.boundingBox()
      if (!cross || !named || !framed) throw new Error('the tile is not drawn')
      // Level with the name's first line, right of the name, in the tile's top-right corner.
      expect(cross.y).toBeLessThan(firstLine.bottom)
      expect(cross.y + cross.height).toBeGreaterThan(firstLine.top)
      expect(cross.x).toBeGreaterThanOrEqual(named.x + named.width)
      expect(framed.x + framed.width - (cross.x + cross.width)).toBeLessThanOrEqual(12)
    } finally {
      await setServerPins(page)
    }
  })

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${name}: a red card in a pinned match comes as a notice, and its tile draws the card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    const [match] = await liveEvents(page, 1)
    if (!match) throw new Error('no football match in play')
    // The sides' red cards as the feed has them, one more for the home side, as a referee would.
    const showRedCard = async () => {
      const event = await (await page.request.get(`/xapi/rest/events/${match.id}`)).json()
      const redCards = event.redCards ?? { home: 0, away: 0 }
      const shown = await page.request.post(`/dev/events/${match.id}/red-cards`, {
        data: { redCards: { home: redCards.home + 1, away: redCards.away } },
      })
      expect(shown.ok()).toBe(true)
    }

    // Pinned from the live list, logged out: the pins stay on this device.
    await page.goto('/live/sport/1-FOOT')
    const pin = page.getByTestId(`pin-${match.id}`)
    await pin.click()
    await expect(pin).toHaveAttribute('aria-pressed', 'true')
    await openMultiview(page, width < 1024)
    const tile = page.getByTestId(`tile-${match.id}`)
    await expect(tile.getByTestId('row-score')).toBeVisible()

    // The simulated match sends its own red cards again with its next change, so the card is
    // shown again until the notice and the tile have both caught one.
    const notices = page.getByTestId('pin-alert').filter({ hasText: 'Red card for' })
    await expect(async () => {
      await showRedCard()
      await expect(notices.first()).toBeVisible({ timeout: 5_000 })
      await expect(tile.getByTestId('red-cards')).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    await notices.first().getByTestId('pin-alert-bet-now').click()
    await expect(page).toHaveURL(new RegExp(`/multiview#pinned-${match.id}$`))
    await expect(tile).toBeInViewport()
  })
}

test('phone: a ninth pin is refused with its reason; the eight show four at once, the rest a swipe away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/fixtures')
  const rows = page.getByTestId('event-list').locator('li[data-testid^="event-"]')
  await expect(rows.nth(8).locator('[data-testid^="pin-"]')).toBeVisible()
  const ids: string[] = []
  for (let index = 0; index < 9; index++) ids.push(await rowEventId(rows.nth(index)))
  for (const id of ids.slice(0, 8)) {
    await page.getByTestId(`pin-${id}`).click()
    await expect(page.getByTestId(`pin-${id}`)).toHaveAttribute('aria-pressed', 'true')
  }
  const ninth = page.getByTestId(`pin-${ids[8]}`)
  await ninth.click()
  await expect(page.getByTestId('toast')).toContainText('Up to 8 matches can be pinned')
  await expect(ninth).toHaveAttribute('aria-pressed', 'false')

  await openMultiview(page, true)
  const tile = (index: number) => page.getByTestId(`tile-${ids[index]}`)
  await expect(page.getByTestId('multiview-page').locator('li[data-testid^="tile-"]')).toHaveCount(
    8,
  )
  for (let index = 0; index < 4; index++) await expect(tile(index)).toBeInViewport()
  await expect(tile(4)).not.toBeInViewport()
  // A swipe: the strip of pages scrolled sideways by one screen.
  await page
    .getByTestId('multiview-pages')
    .evaluate((strip) => strip.scrollBy(strip.clientWidth, 0))
  await expect(tile(4)).toBeInViewport()
  await expect(tile(0)).not.toBeInViewport()
})

/** What the page's Notification constructor was called with, recorded by the script below. */
declare global {
  interface Window {
    notified?: { title: string; body?: string }[]
  }
}

test('a goal in a pinned match while the tab is hidden comes as a browser notification', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['notifications'], { origin: baseURL })
  await page.addInitScript(() => {
    const notified: { title: string; body?: string }[] = []
    window.notified = notified
    window.Notification = class extends window.Notification {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        notified.push({ title, ...(options?.body ? { body: options.body } : {}) })
      }
    }
  })
  const [match] = await liveEvents(page, 1)
  if (!match) throw new Error('no football match in play')
  const scoreGoal = async () => {
    const event = await (await page.request.get(`/xapi/rest/events/${match.id}`)).json()
    const scores = event.scores ?? { home: 0, away: 0 }
    const scored = await page.request.post(`/dev/events/${match.id}/score`, {
      data: { scores: { home: scores.home + 1, away: scores.away } },
    })
    expect(scored.ok()).toBe(true)
  }

  // Pinned from the live list, logged out: the pins stay on this device.
  await page.goto('/live/sport/1-FOOT')
  const pin = page.getByTestId(`pin-${match.id}`)
  await pin.click()
  await expect(pin).toHaveAttribute('aria-pressed', 'true')

  // Seen on the page while it is in front: a notice, and no notification.
  const goals = page.getByTestId('pin-alert').filter({ hasText: 'Goal!' })
  await expect(async () => {
    await scoreGoal()
    await expect(goals.first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  expect(await page.evaluate(() => window.notified)).toEqual([])

  // The tab hidden behind another, as the browser tells the page.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await scoreGoal()
  await expect
    .poll(() => page.evaluate(() => window.notified?.map((notification) => notification.body)))
    .toContainEqual(expect.stringContaining('Goal!'))
})
