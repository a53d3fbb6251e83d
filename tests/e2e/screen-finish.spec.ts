// The finish of the screens a bettor reads (issue 42's screenshots at 390 and 1366 px), in Debian's
// chromium against the real server: a name is read whole where the bettor chooses from it, and a
// control's words stay on one line. demo2 bets here, as the betting spec does: its balance is only
// ever read as it moves.

import type { Locator, Page } from '@playwright/test'
import { competitionHref } from '../../domain/events/links.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { expectLogoWholeBeside } from '../support/header-logo.ts'
import {
  logIn,
  longestNamedPrematchEvent,
  outsider,
  pick,
  placeSingle,
  prematchEvents,
} from '../support/slip-page.ts'

failOnConsoleErrors()

/** The texts among these elements cut across or below by their own box. */
const cutTexts = (elements: Locator) =>
  elements.evaluateAll((all) =>
    all.flatMap((element) =>
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1
        ? [element.textContent ?? '']
        : [],
    ),
  )

/** How many lines an element's text takes: a box starts a line below every box before it. */
const lines = (element: Locator) =>
  element.evaluate((box) => {
    const range = document.createRange()
    range.selectNodeContents(box)
    const rects = [...range.getClientRects()].sort((a, b) => a.top - b.top)
    let count = 0
    let bottom = Number.NEGATIVE_INFINITY
    for (const rect of rects) {
      if (rect.top >= bottom - 1) count++
      bottom = Math.max(bottom, rect.bottom)
    }
    return count
  })

test('desktop: every sport in the side menu is named whole', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/')
  const names = page.locator('[data-testid^="drawer-sport-"] a')
  // The longest of the simulator's sports, beside its live and pre-match counts.
  await expect(names.getByText('American Football', { exact: true })).toBeVisible()
  expect(await cutTexts(names)).toEqual([])
})

test('phone: a boost card names its match and selection whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/promotions')
  const cards = page.getByTestId('odds-boosts').locator('[data-testid^="boost-"]')
  await expect(cards.first()).toBeVisible()
  // Cards at the strip's end are scrolled to, not cut: each card's own lines are read whole.
  const texts = cards.locator(':scope > span')
  expect(await texts.count()).toBeGreaterThan(0)
  expect(await cutTexts(texts)).toEqual([])
  // Wrapped to one, two or three lines, the cards still line up: the strip's height each.
  const heights = await cards.evaluateAll((all) =>
    all.map((card) => Math.round(card.getBoundingClientRect().height)),
  )
  expect(new Set(heights).size).toBe(1)
})

test('desktop: "Cash out part" reads on one line in the right column', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sports/1-FOOT')
  await logIn(page)
  const event = (await prematchEvents(page, 6))[5]
  if (!event) throw new Error('no pre-match event')
  // Never the favourite the demo desk may boost: a boosted single has no cash-out.
  await placeSingle(page, event, 1, outsider(event))

  await page.getByTestId('my-bets-button').first().click()
  const myBets = page.getByRole('region', { name: 'My bets' })
  const part = myBets.getByRole('button', { name: 'Cash out part' }).first()
  await expect(part).toBeVisible()
  expect(await lines(part)).toBe(1)
})

test('desktop: a jackpot match and its kick-off read on a line each', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/jackpot')
  const first = page.getByTestId('jackpot-event').first()
  await expect(first.getByRole('group')).toBeVisible()
  expect(await lines(first.locator('strong'))).toBe(1)
  expect(await lines(first.locator('strong + span'))).toBe(1)
})

test('phone: the tab bar\'s "My bets" reads on one line beside five other tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  const tabs = page.getByTestId('tab-bar')
  await expect(tabs.getByTestId('tab-promos')).toBeVisible()
  expect(await lines(tabs.getByTestId('my-bets-button'))).toBe(1)
})

test("phone: the cashier's balance line stands apart from the amount's label", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  await logIn(page)
  await page.getByTestId('balance').click()
  const cashier = page.getByTestId('cashier')
  const amount = cashier.getByText('Amount (EUR)')
  await expect(amount).toBeVisible()
  const balance = await cashier.getByTestId('cashier-balance').boundingBox()
  const label = await amount.boundingBox()
  // As far apart as the form's fields are from each other.
  expect((label?.y ?? 0) - ((balance?.y ?? 0) + (balance?.height ?? 0))).toBeGreaterThanOrEqual(8)
})

/** demo2's pins on the server, set as the multi-view's own calls set them. */
async function setPins(page: Page, pins: { eventId: string; marketIds: string[] }[]) {
  const login = await page.request.post('/xapi/icore/players/login', {
    headers: { brand: 'demo' },
    data: { username: 'demo2', password: 'demo1234' },
  })
  const { alsToken } = (await login.json()) as { alsToken: string }
  const answer = await page.request.put('/api/pins', {
    headers: { authorization: `Bearer ${alsToken}`, brand: 'demo' },
    data: { pins },
  })
  expect(answer.ok()).toBe(true)
}

test("desktop: a pinned match's price keeps its trend beside its label", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/')
  const [event] = await prematchEvents(page, 1)
  const market = event?.markets[0]
  const outcomeId = market?.outcomes[0]?.id
  if (!event || !market || !outcomeId) throw new Error('no pre-match event')
  await setPins(page, [{ eventId: event.id, marketIds: [market.id] }])
  try {
    // Two rises in a row: the price is drifting, and its button shows the mark.
    for (const decimal of [8, 9])
      expect(
        (await page.request.post(`/dev/outcomes/${outcomeId}/price`, { data: { decimal } })).ok(),
      ).toBe(true)
    await logIn(page)
    await page.getByTestId('multiview-link').click()
    const price = page.getByTestId(`tile-${event.id}`).getByTestId(`price-${outcomeId}`)
    const trend = price.locator('[data-trend="drifting"]')
    await expect(trend).toBeAttached()
    expect(await lines(trend.locator('xpath=..'))).toBe(1)
  } finally {
    await setPins(page, [])
  }
})

/** Where a price button's label text, trend mark and price sit, and the button's own edges. */
const priceGeometry = (button: Locator, label: string) =>
  button.evaluate((element, label) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let text = walker.nextNode()
    while (text && text.textContent !== label) text = walker.nextNode()
    if (!text) throw new Error(`no label ${label}`)
    const range = document.createRange()
    range.selectNodeContents(text)
    const box = (rect: DOMRect | undefined) =>
      rect && { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
    return {
      label: box(range.getBoundingClientRect()),
      trend: box(element.querySelector('[data-trend]')?.getBoundingClientRect()),
      odds: box(element.querySelector('[data-testid="odds"]')?.getBoundingClientRect()),
      button: box(element.getBoundingClientRect()),
    }
  }, label)

test("phone: a list price's label, trend mark and widest price share one line, down to 360 px", async ({
  page,
}) => {
  // A match of this week that no other test takes: theirs are the twenty soonest.
  const soonest = new Set((await prematchEvents(page, 20)).map((event) => event.id))
  await page.goto('/sports/1-FOOT?window=this_week')
  const rows = page.getByTestId('event-list').locator('li[data-testid^="event-"]')
  await expect(rows.first()).toBeVisible()
  const rowIds = await rows.evaluateAll((all) => all.map((row) => row.dataset.testid ?? ''))
  const row = page
    .getByTestId('event-list')
    .getByTestId(rowIds.find((id) => !soonest.has(id.replace('event-', ''))) ?? 'no such row')
  const buttons = row.locator('[data-testid^="price-"]')
  await expect(buttons).toHaveCount(3)
  const outcomeIds = await buttons.evaluateAll((all) =>
    all.map((button) => (button as HTMLElement).dataset.testid?.replace('price-', '') ?? ''),
  )
  const prices = async () => {
    const eventId = (await row.getAttribute('data-testid'))?.replace('event-', '')
    const answer = await page.request.get(`/xapi/rest/events?ids=${eventId}&includeMarkets=true`)
    const { events } = (await answer.json()) as {
      events: {
        markets: {
          outcomes: { id: string; consolidatedPrice: { currentPrice: { decimal: number } } }[]
        }[]
      }[]
    }
    const outcomes = new Map(
      events[0]?.markets
        .flatMap((market) => market.outcomes)
        .map((outcome) => [outcome.id, outcome.consolidatedPrice.currentPrice.decimal]),
    )
    return outcomeIds.map((id) => outcomes.get(id) ?? 0)
  }
  const move = async (outcomeId: string, decimal: number) =>
    expect(
      (await page.request.post(`/dev/outcomes/${outcomeId}/price`, { data: { decimal } })).ok(),
    ).toBe(true)
  const before = await prices()
  // The widest prices the feed makes, each after two moves the same way: every label has a mark.
  const moves = [
    [140, 151],
    [1.05, 1.02, 1.01],
    [30, 25, 21],
  ]
  try {
    for (const [index, decimals] of moves.entries())
      for (const decimal of decimals) await move(outcomeIds[index] ?? '', decimal)
    const shown = {
      euro: ['151.00', '1.01', '21.00'],
      uk: ['150/1', '1/100', '20/1'],
      us: ['+15000', '-10000', '+2000'],
    }
    for (const [format, texts] of Object.entries(shown)) {
      if (format !== 'euro') {
        // The format is chosen on the slip: a price on it, the format, the price off again.
        await page.setViewportSize({ width: 1366, height: 900 })
        const first = buttons.first()
        await first.click()
        await page.getByLabel('Odds', { exact: true }).selectOption(format)
        await first.click()
        await expect(first).toHaveAttribute('aria-pressed', 'false')
      }
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 })
        await row.scrollIntoViewIfNeeded()
        for (const [index, label] of ['1', 'X', '2'].entries()) {
          const button = buttons.nth(index)
          await expect(button.getByTestId('odds')).toHaveText(texts[index] ?? '')
          await expect(button.locator('[data-trend]')).toBeAttached()
          const { label: name, trend, odds, button: edges } = await priceGeometry(button, label)
          if (!name || !trend || !odds || !edges) throw new Error('a part of the price is missing')
          // The label is read, its mark beside it on its line, the price after both and whole.
          expect(name.right - name.left, `${label} at ${width} px in ${format}`).toBeGreaterThan(4)
          expect(trend.left).toBeGreaterThanOrEqual(name.right - 0.5)
          expect((trend.top + trend.bottom) / 2).toBeGreaterThan(name.top)
          expect((trend.top + trend.bottom) / 2).toBeLessThan(name.bottom)
          expect(odds.left).toBeGreaterThanOrEqual(trend.right)
          expect(odds.right).toBeLessThanOrEqual(edges.right - 1)
        }
      }
    }
  } finally {
    // Back to the match's own prices, for whatever runs next on this server.
    for (const [index, decimal] of before.entries())
      if (decimal > 0) await move(outcomeIds[index] ?? '', decimal)
  }
})

test("phone: a pinned match's name is read whole in its tile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  const longest = await longestNamedPrematchEvent(page)
  await setPins(page, [{ eventId: longest.id, marketIds: [] }])
  try {
    await logIn(page)
    await page.goto('/multiview')
    const name = page.getByTestId(`tile-${longest.id}`).getByRole('link', {
      name: longest.description,
    })
    await expect(name).toBeVisible()
    expect(await cutTexts(name)).toEqual([])
  } finally {
    await setPins(page, [])
  }
})

test('phone, gateway: the logo keeps its size beside the balance in thousands', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/?brand=gateway')
  const logo = page.getByRole('link', { name: 'Home' }).locator('img')
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible()
  await expect(logo).toBeVisible()
  const loggedOut = await logo.boundingBox()
  await logIn(page, 'gateway', 'gateway123')
  const pill = page.getByTestId('balance')
  await expectLogoWholeBeside(page, pill)
  expect((await logo.boundingBox())?.width).toBeCloseTo(loggedOut?.width ?? 0, 0)
  // Thousands of rupiah, without decimals of a thousand ("1,000.00K IDR").
  await expect(pill).toHaveText(/^\d{1,3}(,\d{3})*K IDR$/)
})

test('phone: Place bet waits for a stake instead of offering a bet of €0.00', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  await logIn(page)
  const [event] = await prematchEvents(page, 1)
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  const place = page.getByRole('button', { name: /^Place bet/ })
  await expect(place).toHaveText('Place bet')
  await expect(place).toBeDisabled()
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill('2')
  await expect(place).toHaveText('Place bet €2.00')
  await expect(place).toBeEnabled()
})

for (const width of [390, 1366])
  test(`${width} px: the slip's price-change choices are labelled in whole phrases`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/live/sport/')
    await logIn(page)
    const [event] = await prematchEvents(page, 1)
    if (!event) throw new Error('no pre-match event')
    await pick(page, event)
    const slip = page.getByTestId('betslip')
    await expect(slip.getByLabel('Price changes', { exact: true })).toHaveValue('D')
    const tolerance = slip.getByLabel('Small price moves')
    await expect(tolerance).toBeVisible()
    await expect(tolerance.locator('option[value=""]')).toHaveText('Treat like any other change')
    const labels = slip.locator('label[for^="accept-"]')
    expect(await cutTexts(labels)).toEqual([])
    for (const label of await labels.all()) expect(await lines(label)).toBe(1)
  })

/** The side of a match with the longer name. */
const longerSide = (description: string) =>
  teamsOf(description).reduce((longer, side) => (side.length > longer.length ? side : longer))

/**
 * The coming match whose side has the longest name of the calendar's (the simulator's longest,
 * Royal Challengers Bengaluru, most days), among those its league's page lists first, and that page.
 */
async function longestSidedMatch(page: Page) {
  interface Listed {
    id: string
    description: string
    eventPaths: { id: number; slug: string }[]
  }
  const listed: Listed[] = []
  for (let number = 1, pages = 1; number <= pages; number++) {
    const answer = await page.request.get(
      `/xapi/rest/events?periodType=PRE_MATCH&outrights=exclude&eventsPerPage=100&page=${number}`,
    )
    const body = (await answer.json()) as { events: Listed[]; pageCount: number }
    pages = body.pageCount
    listed.push(...body.events)
  }
  // A league's page shows its first 20 matches in the API's order, the listing's.
  const shown = new Map<number, number>()
  const [match] = listed
    .filter((event) => {
      const league = event.eventPaths.at(-1)?.id ?? 0
      shown.set(league, (shown.get(league) ?? 0) + 1)
      return (shown.get(league) ?? 0) <= 20
    })
    .sort((a, b) => longerSide(b.description).length - longerSide(a.description).length)
  if (!match) throw new Error('no coming match')
  return { ...match, href: competitionHref(...match.eventPaths.map((path) => path.slug)) }
}

/**
 * Where a list row's match name and "+N markets" fall: the sides cut by their own box, and whether
 * the link is whole, on the name's lines just after it and inside the row.
 */
const rowFinish = (row: Locator) =>
  row.evaluate((element) => {
    const more = element.querySelector('[data-testid="more-markets"]')
    // The name is just before "+N markets", or before the place a live row keeps for it at its
    // widest count's width (drawn unseen beside it).
    const slot = more?.parentElement?.querySelector(':scope > [aria-hidden="true"]')
    const name = (slot ? more?.parentElement : more)?.previousElementSibling
    if (!more || !name) return undefined
    // The sides, without the separator only a screen reader reads.
    const sides = [...name.children].filter(
      (side) => getComputedStyle(side).position !== 'absolute',
    )
    const [link, named, edges] = [more, name, element].map((box) => box.getBoundingClientRect())
    if (!link || !named || !edges) return undefined
    const middle = (link.top + link.bottom) / 2
    return {
      name: name.textContent,
      cut: sides.flatMap((side) =>
        side.scrollWidth > side.clientWidth + 1 || side.scrollHeight > side.clientHeight + 1
          ? [side.textContent]
          : [],
      ),
      moreWhole: more.scrollWidth <= more.clientWidth + 1,
      moreBeside: link.left >= named.right - 0.5 && middle > named.top && middle < named.bottom,
      moreInside: link.right <= edges.right && link.bottom <= edges.bottom,
    }
  })

for (const brand of ['demo', 'gateway', 'wallet'])
  test(`${brand}: a list row's match name wraps before it is cut, its "+N markets" beside it, 360 to 1920 px`, async ({
    page,
  }) => {
    const match = await longestSidedMatch(page)
    // Long enough to be cut on one line at 390 and 1366 px beside its "+N markets".
    expect(longerSide(match.description).length).toBeGreaterThanOrEqual(21)
    // The live list (Bayern Munich v Borussia Dortmund among its seeded matches), then the match.
    for (const path of ['/live/sport/', match.href]) {
      await page.setViewportSize({ width: 390, height: 900 })
      await page.goto(`${path}?brand=${brand}`)
      const rows = page.locator('li[data-testid^="event-"]:has([data-testid="more-markets"])')
      await expect(rows.first()).toBeVisible()
      if (path === match.href)
        await expect(page.getByTestId(`event-${match.id}`)).toContainText(
          longerSide(match.description),
        )
      for (const width of [360, 390, 1024, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        // The shell takes a width's layout in a render after the resize (across 1024 px, the
        // desktop's columns or the phone's bars): read before it, the rows are still laid out
        // for the other one. A name cut in the width's own layout stays cut, and fails.
        await expect.poll(() => rowFaults(rows, width)).toEqual([])
      }
    }
  })

/** What is wrong with the rows' names and "+N markets" at this width, a line a fault. */
async function rowFaults(rows: Locator, width: number): Promise<string[]> {
  const faults: string[] = []
  for (const row of await rows.all()) {
    const finish = await rowFinish(row)
    if (!finish) continue
    const { name, cut, ...more } = finish
    if (cut.length > 0) faults.push(`${width} px, ${name}: cut ${cut.join(', ')}`)
    for (const [check, passed] of Object.entries(more))
      if (!passed) faults.push(`${width} px, ${name}: not ${check}`)
  }
  return faults
}

test('1366 px: a live row keeps its height as its prices and clock move', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/')
  const rows = page.locator('li[data-testid^="event-"]:has([data-testid="row-score"])')
  await expect(rows.first()).toBeVisible()
  const heights = async () =>
    new Map(
      await rows.evaluateAll((all) =>
        all.map((row) => [row.dataset.testid ?? '', row.getBoundingClientRect().height] as const),
      ),
    )
  const shown = (testId: string) =>
    page.getByTestId(testId).evaluateAll((all) => all.map((element) => element.textContent))
  const before = await heights()
  const [clocks, prices] = [await shown('row-score'), await shown('odds')]
  const moved = { timeout: 20_000 }
  await expect.poll(async () => `${await shown('row-score')}` !== `${clocks}`, moved).toBe(true)
  await expect.poll(async () => `${await shown('odds')}` !== `${prices}`, moved).toBe(true)
  // The rows still in play (a match may have ended meanwhile), each as tall as it was.
  const after = await heights()
  const kept = [...before.keys()].filter((row) => after.has(row))
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.map((row) => after.get(row))).toEqual(kept.map((row) => before.get(row)))
})

test('phone: the receipt shows where the bettor is, however far down the slip Place bet was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  await logIn(page)
  const events = (await prematchEvents(page, 20)).slice(17, 20)
  for (const event of events) await pick(page, event)
  const slip = page.getByTestId('betslip')
  await slip
    .getByLabel(/^Stake on /)
    .first()
    .fill('2')
  // Three selections and a multiple: Place bet is at the foot of a sheet scrolled down to it.
  await slip.getByRole('button', { name: /^Place bet/ }).click()
  const receipt = slip.getByTestId('bet-placed')
  await expect(receipt).toBeVisible({ timeout: 20_000 })
  await expect(receipt).toBeInViewport({ ratio: 1 })
  // Not under the sheet's own sticky title either.
  const title = await slip.getByRole('heading', { name: /^Betslip/ }).boundingBox()
  const shown = await receipt.boundingBox()
  expect(shown?.y ?? 0).toBeGreaterThanOrEqual((title?.y ?? 0) + (title?.height ?? 0))
  await receipt.getByRole('button', { name: 'Done' }).click()
  await expect(receipt).toBeHidden()
})
