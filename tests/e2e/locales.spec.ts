// Issue 11, Locales, in Debian's chromium: a page in the language of its address, its translation
// loaded on demand (English loads none), the switch in the header and in the phone's menu, the
// choice remembered, back and forward across a switch, and translation mode showing missing keys.

import type { Page } from '@playwright/test'
import { login as englishLogin } from '../../src/i18n/en/login.ts'
import { login as germanLogin } from '../../src/i18n/locales/de/login.ts'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'

failOnConsoleErrors()

/**
 * The locales whose translation the page fetched, each once whatever its parts (src/i18n/parts.ts).
 * English's later screens' part (messages-en-later) is English, no translation.
 */
function dictionariesLoaded(page: Page): string[] {
  const loaded: string[] = []
  page.on('request', (request) => {
    const locale = /\/messages-([a-z]{2})-(?:later-)?[\w-]+\.js$/.exec(request.url())?.[1]
    if (locale && locale !== 'en' && !loaded.includes(locale)) loaded.push(locale)
  })
  return loaded
}

test('phone: the address names the language; the menu switches it, back returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const loaded = dictionariesLoaded(page)
  await page.goto('/m/en/live/sport/?brand=demo')
  await expect(page.getByTestId('tab-live')).toHaveText('Live')
  expect(loaded).toEqual([])

  await page.goto('/m/es/live/sport/?brand=demo')
  await expect(page.getByTestId('tab-live')).toHaveText('En vivo')
  await expect(page.getByTestId('menu-button')).toHaveText('Menú')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  expect(loaded).toEqual(['es'])

  await page.getByTestId('menu-button').click()
  const choices = page.getByRole('list', { name: 'Idiomas' })
  await expect(choices.getByTestId('language-es')).toHaveAttribute('aria-current', 'true')
  await expectAccessible(page, '#sports-drawer')
  await choices.getByTestId('language-pt').click()
  await expect(page).toHaveURL(/\/m\/pt\/live\/sport\/\?brand=demo$/)
  await expect(page.getByTestId('tab-live')).toHaveText('Ao vivo')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  // Routes inside stay under the new language.
  await page.getByTestId('tab-calendar').click()
  await expect(page).toHaveURL(/\/m\/pt\/sports\/fixtures$/)

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/m\/es\/live\/sport\//)
  await expect(page.getByTestId('tab-live')).toHaveText('En vivo')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('desktop: the header dropdown lists the brand languages with flags; the choice is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/?brand=demo')
  const menu = page.getByTestId('language-menu')
  await expect(menu).toHaveAccessibleName('Language: English')
  await menu.click()
  const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`)
  // Nine languages: two columns (seven or fewer would be one).
  await expect(panel).toHaveAttribute('data-columns', '2')
  await expect(panel.getByRole('button')).toHaveText([
    'English',
    'Deutsch',
    'Español',
    'Français',
    'Italiano',
    'Português',
    'Nederlands',
    'Polski',
    'Svenska',
  ])
  // The site's flag, drawn by the image resizer at twice its 24 px.
  await expect(panel.getByTestId('language-de').locator('img')).toHaveAttribute(
    'src',
    /^\/m\/flags\/de\.svg\?w=48&/,
  )
  await expectAccessible(page, 'header')
  await panel.getByTestId('language-es').click()
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
  await expect(menu).toHaveAccessibleName('Idioma: Español')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // A desktop address carries no language: the choice is remembered for the next visit.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
})

test('German reads German; translation mode marks nothing in a complete translation', async ({
  page,
}) => {
  // Every offered language is translated now (the catalogue test holds each to every key), so
  // what translation mode marks, a key a translation lacks, is shown by translate.test.ts.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/m/de/sports/fixtures?brand=demo')
  await expect(page.getByRole('heading', { name: 'Spielplan' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('/m/es/live/sport/?brand=demo&mode=translations')
  await expect(page.getByTestId('tab-live')).toHaveText('En vivo')
  await expect(page.getByText(/⟦/)).toHaveCount(0)
})

test('a screen loaded after the first reads the page’s language from its first frame: the login dialog in German', async ({
  page,
}) => {
  // Its messages are the later screens' part (src/i18n/parts.ts), which its chunk waits for in
  // German as in English: drawn before, it would read English, or its keys.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/m/de/live/sport/?brand=demo')
  await expect(page.getByTestId('live-events')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // Every text the dialog shows, from the frame it first appears in.
  await page.evaluate(() => {
    const shown: string[] = []
    Object.assign(window, { dialogTexts: shown })
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]')
      if (dialog?.textContent) shown.push(dialog.textContent)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await page.getByRole('button', { name: germanLogin['login.title'] }).first().click()
  await expect(page.getByRole('dialog', { name: germanLogin['login.title'] })).toBeVisible()
  const shown = await page.evaluate(
    () => (window as unknown as { dialogTexts: string[] }).dialogTexts,
  )
  expect(shown.length).toBeGreaterThan(0)
  const english = Object.entries(englishLogin)
    .filter(([key, text]) => text !== germanLogin[key as keyof typeof germanLogin])
    .map(([, text]) => text.split(/\{\w+\}/)[0] ?? '')
    .filter((text) => /\p{L}{4}/u.test(text))
  for (const text of shown) {
    expect(text).not.toMatch(/\blogin\.[a-z]/i)
    expect(english.filter((phrase) => text.includes(phrase))).toEqual([])
  }
})

test('the gateway brand reads Chinese, Thai and Vietnamese', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [locale, live] of [
    ['zh', '滚球'],
    ['th', 'สด'],
    ['vi', 'Trực tiếp'],
  ]) {
    await page.goto(`/m/${locale}/live/sport/?brand=gateway`)
    await expect(page.getByTestId('tab-live')).toHaveText(live as string)
  }
})

test('desktop addresses under /{lang}/: links stay under it; a language not offered is replaced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/es/live/sport/?brand=demo')
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const fixtures = page.getByTestId('sports-drawer').getByRole('link', { name: 'Eventos de hoy' })
  await expect(fixtures).toHaveAttribute('href', '/es/sports/fixtures')
  await fixtures.click()
  await expect(page).toHaveURL(/\/es\/sports\/fixtures$/)

  await page.goto('/th/live/sport/?brand=demo')
  await expect(page).toHaveURL(/\/en\/live\/sport\/\?brand=demo$/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})
