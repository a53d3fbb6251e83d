// Issue 38's Done-when in chromium: each locale with a translation opens the live page, an event
// page with a multiple on the slip, and the account page, with `lang` equal to what shows and no
// English text: the page's words are read against the English catalogue (messages and catalogue
// names, the sport tables' market types among them, which the event page's market groups and
// their tabs show), a word the locale itself uses (a brand, "Jackpot") and proper nouns (teams,
// leagues) excepted. The lead runs it over the 25 locales once every translation is merged.

import type { Locator, Page } from '@playwright/test'
import { marketNames, outcomeNames, periodNames } from '../../domain/reference/names/english.ts'
import { sportTables } from '../../domain/reference/sport-tables.ts'
import { sports } from '../../domain/reference/sports.ts'
import { languageTag, locales } from '../../domain/rules/locales.ts'
import { demoBrands } from '../../server/brands/demo-brands.ts'
import { competitions } from '../../server/feed/simulator/competitions.ts'
import { en } from '../../src/i18n/en/index.ts'
import type { Message } from '../../src/i18n/messages.ts'
import { setBrandSettings } from '../support/brand-settings.ts'
import { expect, test } from '../support/e2e-server.ts'
import { dictionaryOf, translatedLocales } from '../support/locale-files.ts'
import { type ListedEvent, logIn, prematchEvents } from '../support/slip-page.ts'

const texts = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message)

/** The English a page could show: each message's words between its placeholders, and the names. */
const englishPhrases = [
  ...new Set(
    [
      ...Object.values(en).flatMap((message) => texts(message as Message)),
      ...marketNames,
      ...outcomeNames,
      ...Object.values(periodNames),
      ...sports.map((sport) => sport.name),
      ...Object.values(sportTables).flatMap((table) => table.marketTypes.map((type) => type.name)),
    ]
      .flatMap((text) => (text ?? '').split(/\{\w+\}|#/))
      .map((part) => part.replace(/^[\s.,:;·()…!?–-]+|[\s.,:;·()…!?–-]+$/g, ''))
      // A phrase of one short word ("or", "Set") says too little to tell a language by.
      .filter((part) => /\p{L}{4}/u.test(part)),
  ),
]

/** The words a locale writes itself, in its messages and its catalogue names. */
async function ownWords(locale: string): Promise<string> {
  const messages = Object.values(await dictionaryOf(locale)).flatMap((message) =>
    texts(message as Message),
  )
  const { names } = await import(`../../domain/reference/names/${locale}.ts`)
  const named = Object.values(names as Record<string, Record<string, string>>).flatMap((part) =>
    Object.values(part),
  )
  return [...messages, ...named].join('\n')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// The simulator's leagues and sides, longest first: "Handball-Bundesliga" is a name, not English.
const properNouns = [
  ...new Set(competitions.flatMap((competition) => [competition.league, ...competition.sides])),
].sort((a, b) => b.length - a.length)

/** The English phrases on the page, proper nouns left out, that the locale does not use itself. */
async function englishOn(page: Page, own: string): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text drawn, not the hidden text
  const drawn = await page.locator('body').innerText()
  const shown = properNouns.reduce((text, noun) => text.replaceAll(noun, ' '), drawn)
  return englishPhrases.filter((phrase) => {
    const word = new RegExp(`(?<!\\p{L})${escaped(phrase)}(?!\\p{L})`, 'u')
    return word.test(shown) && !word.test(own)
  })
}

async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

const demo = demoBrands.find((brand) => brand.id === 'demo')?.settings

/**
 * Puts the event's first price on the slip, picked in the page's language: a selection keeps the
 * names it was picked with, so the one the locale before picked is taken off first.
 */
async function pickAnew(page: Page, event: ListedEvent, onSlip: boolean) {
  const outcomeId = event.markets[0]?.outcomes[0]?.id ?? ''
  const price = page.getByTestId(`price-${outcomeId}`).first()
  const selection = page.getByTestId(`slip-${outcomeId}`)
  if (onSlip) {
    await expect(selection).toBeVisible()
    await price.click()
    await expect(selection).toBeHidden()
  }
  await price.click()
  await expect(selection).toBeVisible()
}

/** What shows each page once it is drawn, beyond its frame. */
const drawn = {
  event: (page: Page) => page.locator('main [role="tablist"] [role="tab"]').nth(2),
  live: (page: Page) => page.getByTestId('live-events'),
  account: (page: Page) => page.getByTestId('account-page'),
}

// One player logged in once, on one page: each locale is loaded once, at its first event page, and
// its other pages are reached in place as a link reaches them, so each locale costs one load.
test.describe('Issue 38 every locale is real', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let events: ListedEvent[] = []
  /** Whether the slip holds the two selections a locale before picked. */
  let picked = false
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage()
    // The demo brand offers every locale; its own links and adverts, written in its nine
    // languages, are left out (a brand offering a language writes its texts in it: brand-text.ts,
    // demo-site-content.ts; server/brands/demo-site-content.test.ts checks each is written).
    await setBrandSettings(page.request, {
      languages: [...locales],
      header_submenu: [],
      page_layouts: { ...(demo?.page_layouts as object), right_column: [] },
    })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/live/sport/?brand=demo')
    await logIn(page)
    events = await prematchEvents(page, 2)
  })
  test.afterAll(async () => {
    await setBrandSettings(page.request, {
      languages: demo?.languages,
      header_submenu: demo?.header_submenu,
      page_layouts: demo?.page_layouts,
    })
    await page.close()
  })

  for (const locale of ['en', ...translatedLocales])
    test(`${locale}: the live page, an event with a multiple on the slip, the account page`, async () => {
      const [first, second] = events
      if (!first || !second) throw new Error('two pre-match events are needed')
      const own = locale === 'en' ? '' : await ownWords(locale)
      const english: string[] = []
      /** The page in place, checked: its language, the multiple on the slip, no English. */
      async function check(path: string, shown: (page: Page) => Locator) {
        await expect(shown(page)).toBeVisible()
        await settled(page)
        await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale))
        if (path !== '/account')
          await expect(page.getByTestId('betslip').getByTestId(/^combination-/)).not.toHaveCount(0)
        if (locale !== 'en')
          english.push(...(await englishOn(page, own)).map((phrase) => `${path}: ${phrase}`))
      }
      const visit = (path: string) =>
        page.evaluate((address) => history.pushState(null, '', address), `/${locale}${path}`)

      await page.goto(`/${locale}/events/${first.slug}?brand=demo`)
      await pickAnew(page, first, picked)
      await visit(`/events/${second.slug}`)
      await pickAnew(page, second, picked)
      picked = true
      // The event page's markets under their groups, each a tab and a heading, read with the rest.
      await expect(page.locator('main section h2').first()).toBeVisible()
      await check(`/events/${second.slug}`, drawn.event)
      await visit('/live/sport/')
      await check('/live/sport/', drawn.live)
      await visit('/account')
      await check('/account', drawn.account)
      expect(english).toEqual([])
    })
})

test('a language switch keeps the page and names the catalogue anew: the live list, its stream', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/1-FOOT?brand=demo')
  const events = page.getByTestId('live-events')
  await expect(events).toBeVisible()
  // Set on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''))
  // The live snapshot is read again in Spanish, and the stream opened again in it.
  const snapshot = page.waitForRequest(
    (request) =>
      request.url().includes('/xapi/rest/live/events') &&
      request.headers()['accept-language'] === 'es',
  )
  const stream = page.waitForEvent('websocket', (socket) => socket.url().includes('l=es'))
  const menu = page.getByTestId('language-menu')
  await menu.click()
  await page
    .locator(`#${await menu.getAttribute('aria-controls')}`)
    .getByTestId('language-es')
    .click()
  await Promise.all([snapshot, stream])
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('h1')).toContainText('Fútbol')
  // The market filter's names are the page's own; the rows' the server's, read again in Spanish.
  await expect(page.getByTestId('live-market-filter').locator('option').first()).toHaveText('1X2')
  await expect(page.getByTestId('live-market-filter')).toContainText('Doble oportunidad')
  await expect(page.locator('html')).toHaveAttribute('data-not-reloaded', '')
})
