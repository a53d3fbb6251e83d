// Issue 38, layouts hold in every language: the pseudo-locale (English 40 % longer and accented,
// ?mode=pseudo) and the longest translated locale render every shell route at 390 and 1366 px
// with no sideways scroll, no text cut off by its box, and no control drawn over another.

import type { Page } from '@playwright/test'
import { locales } from '../../domain/rules/locales.ts'
import { demoBrands } from '../../server/brands/demo-brands.ts'
import { setBrandSettings } from '../support/brand-settings.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { longestLocale } from '../support/locale-files.ts'
import { shellRoutes } from '../support/shell-routes.ts'
import { prematchEvents } from '../support/slip-page.ts'

failOnConsoleErrors()

const demoLanguages = demoBrands.find((brand) => brand.id === 'demo')?.settings.languages

/** What is wrong with the page's layout as drawn now: one line each. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`)
    const named = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''
      } "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const ownText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
    // Fixed and sticky bars: what scrolls under them is not drawn over by the layout.
    const pinned = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true
      return false
    }
    for (const element of document.querySelectorAll('body *')) {
      if (!element.checkVisibility() || !ownText(element)) continue
      // Text for screen readers alone sits in a 1 px box by design.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue
      const style = getComputedStyle(element)
      // A box that hides what overflows it, its text wider than it and not ended with an
      // ellipsis, or its wrapped lines taller than it: the text is cut.
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      const cutAcross =
        hides(style.overflowX) &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      const cutDown =
        hides(style.overflowY) &&
        style.whiteSpace !== 'nowrap' &&
        style.webkitLineClamp === 'none' &&
        element.scrollHeight > element.clientHeight + 4
      if (cutAcross || cutDown) problems.push(`text cut in ${named(element)}`)
    }
    // Each control in view is the topmost thing at its centre: nothing is drawn over it.
    for (const control of document.querySelectorAll('a, button, input, select, [role="tab"]')) {
      if (!control.checkVisibility()) continue
      const box = control.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (box.width < 2 || box.height < 2 || x < 0 || y < 0) continue
      if (x > innerWidth || y > innerHeight) continue
      const top = document.elementFromPoint(x, y)
      if (
        top &&
        !control.contains(top) &&
        !top.contains(control) &&
        pinned(top) === pinned(control)
      )
        problems.push(`${named(control)} is under ${named(top)}`)
    }
    return problems
  })
}

async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

async function everyRouteHolds(page: Page, prefix: string, search: string) {
  await page.goto(`${prefix}/live/sport/${search}`)
  const [event] = await prematchEvents(page, 1)
  const problems: string[] = []
  for (const [route] of [...shellRoutes, [`/events/${event?.slug}`, true] as const]) {
    await page.evaluate((path) => history.pushState(null, '', path), `${prefix}${route}`)
    await settled(page)
    problems.push(...(await layoutProblems(page)).map((problem) => `${route}: ${problem}`))
  }
  expect(problems).toEqual([])
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
    })

    test('the pseudo-locale: every route holds 40 % longer text', async ({ page }) => {
      await everyRouteHolds(page, '', '?brand=demo&mode=pseudo')
      // The page was in the pseudo-locale: its filler shows.
      await expect(page.locator('body')).toContainText('ŀöŕéɱ')
    })

    test('the longest translated locale: every route holds', async ({ page }) => {
      const locale = await longestLocale()
      test.info().annotations.push({ type: 'locale', description: locale })
      await setBrandSettings(page.request, { languages: [...locales] })
      try {
        await everyRouteHolds(page, `/${locale}`, '?brand=demo')
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}|-`))
      } finally {
        await setBrandSettings(page.request, { languages: demoLanguages })
      }
    })
  })
