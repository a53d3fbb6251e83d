// The phone, at 390 px in Debian's chromium against the real server, as a bettor meets it: the
// slip sheet and My bets close from a control of their own and stay closed across a reload, the
// slip's title is never under the page's header, an outright runner's name is read whole, and the
// brand's every product is a tap away from the menu.

import type { Locator, Page } from '@playwright/test'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { logIn, pick, prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
})

/** Whether the element's middle is the element itself (or in it), not something drawn over it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && element.contains(top)
  })

/** Names whose text does not fit their price button: cut off across or below. */
const clippedNames = (page: Page) =>
  page.locator('[data-testid^="price-"]').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const name = button.firstElementChild as HTMLElement | null
      if (!name) return []
      const cut =
        name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1
      return cut ? [name.textContent ?? ''] : []
    }),
  )

test('phone: the slip closes from its own cross and stays closed when the page loads again', async ({
  page,
}) => {
  await page.goto('/sports/1-FOOT')
  const [event] = await prematchEvents(page, 1)
  if (!event) throw new Error('no pre-match event')
  await pick(page, event)
  const slip = page.getByTestId('betslip')
  await expect(slip).toBeVisible()
  // The title is on top, under no header of the page.
  const title = slip.getByRole('heading', { name: /Betslip/ })
  await expect.poll(() => uncovered(title)).toBe(true)
  // With the address bar showing the screen is shorter: the sheet still stops under the header.
  await page.setViewportSize({ width: 390, height: 320 })
  const header = await page.getByRole('banner').boundingBox()
  const titleBox = await title.boundingBox()
  expect(titleBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  await expect.poll(() => uncovered(title)).toBe(true)
  await page.setViewportSize({ width: 390, height: 844 })
  await slip.getByRole('button', { name: 'Close the betslip' }).click()
  await expect(slip).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('betslip-count')).toHaveText('1')
  // Give the kept slip time to arrive: it must not bring the sheet with it.
  await page.waitForLoadState('networkidle')
  await expect(slip).toBeHidden()
  // A new pick opens it, as every add does.
  const second = event.markets[0]?.outcomes[1]?.id ?? ''
  await page.getByTestId(`price-${second}`).first().click()
  await expect(slip).toBeVisible()
  await expect.poll(() => uncovered(title)).toBe(true)
})

test('phone: My bets closes from its own cross', async ({ page }) => {
  await page.goto('/live/sport/')
  await logIn(page)
  await page.getByTestId('tab-bar').getByTestId('my-bets-button').click()
  const myBets = page.getByRole('dialog', { name: 'My bets' })
  await expect(myBets).toBeVisible()
  const close = myBets.getByRole('button', { name: 'Close my bets' })
  await expect.poll(() => uncovered(close)).toBe(true)
  await close.click()
  await expect(myBets).toBeHidden()
})

test('phone: My bets opens the login when logged out, and goes back from the My Bets page', async ({
  page,
}) => {
  await page.goto('/live/sport/')
  const myBetsButton = page.getByTestId('tab-bar').getByTestId('my-bets-button')
  await myBetsButton.click()
  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(login).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'My bets' })).toBeHidden()
  await login.getByLabel('Username').fill('demo2')
  await login.getByLabel('Password').fill('demo1234')
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login).toBeHidden()
  await expect(page.getByTestId('balance')).not.toHaveText('…')
  // Logged in, on the My Bets page, the same tap goes back to the page before it.
  await page.goto('/open_bets')
  await expect(page.getByTestId('balance')).not.toHaveText('…')
  await myBetsButton.click()
  await expect(page).toHaveURL(/\/live\/sport\/$/)
  await expect(page.getByRole('dialog', { name: 'My bets' })).toBeHidden()
})

test("phone: an outright runner's name is read whole, in the list and on its page", async ({
  page,
}) => {
  // Cricket's runners carry the simulator's longest name, Royal Challengers Bengaluru.
  for (const sport of ['football', 'cricket']) {
    await page.goto(`/sports/outrights/${sport}`)
    const firstRow = page.locator('[data-testid^="event-"]').first()
    await expect(firstRow.locator('[data-testid^="price-"]').first()).toBeVisible()
    expect(await clippedNames(page)).toEqual([])
    await firstRow.getByRole('link').first().click()
    await expect(page.locator('[data-testid^="price-"]').nth(5)).toBeVisible()
    expect(await clippedNames(page)).toEqual([])
  }
  await expect(page.getByText('Royal Challengers Bengaluru').first()).toBeVisible()
})

test("phone: the brand's jackpot, virtuals and esports are reached from the menu", async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=demo')
  for (const [name, path] of [
    ['Jackpot', '/jackpot'],
    ['Virtuals', '/sports/kiron'],
    // The demo brand's Esports link opens our esports markets (Counter-Strike first).
    ['Esports', '/sports/32-CSGO'],
  ] as const) {
    await page.getByTestId('menu-button').click()
    await page.getByTestId('drawer-sections').getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByTestId('sports-drawer')).toHaveCount(0)
  }
})

test('phone: the page behind the open menu is dimmed, and a tap on it closes the menu', async ({
  page,
}) => {
  await page.goto('/live/sport/?brand=demo')
  await page.getByTestId('menu-button').click()
  await expect(page.getByTestId('sports-drawer')).toBeVisible()
  const backdrop = page.getByTestId('drawer-backdrop')
  await expect(backdrop).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.55)')
  // The strip of page to the right of the drawer, above the tab bar.
  const viewport = page.viewportSize() ?? { width: 390, height: 844 }
  await page.mouse.click(viewport.width - 10, viewport.height / 2)
  await expect(page.getByTestId('sports-drawer')).toHaveCount(0)
  await expect(backdrop).toHaveCount(0)
})
