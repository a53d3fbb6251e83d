// Languages and locale rules (SPEC.md sections 2, 3 and 9). The locale is the first path segment
// (after /m on mobile). The site's own URLs and content use a site code that differs from the
// locale for four languages; some locales keep their URLs as they are.

export interface Language {
  id: number
  name: string
  locale: string
  /** The site code the content and partner systems know the language by. */
  external_locale: string
}

const siteCodeByLocale: Readonly<Record<string, string>> = {
  zh: 'sc',
  ko: 'kr',
  vi: 'vn',
  ja: 'jp',
}

/** The site code of a locale: zh is sc, ko kr, vi vn, ja jp; every other locale is its own. */
export function siteCodeOf(locale: string): string {
  return Object.hasOwn(siteCodeByLocale, locale) ? (siteCodeByLocale[locale] as string) : locale
}

const languageNames: ReadonlyArray<[string, string]> = [
  ['en', 'English'],
  ['ke', 'English (Kenya)'],
  ['es', 'Español'],
  ['eu', 'Euskara'],
  ['pt', 'Português'],
  ['br', 'Português (Brasil)'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['ro', 'Română'],
  ['hu', 'Magyar'],
  ['el', 'Ελληνικά'],
  ['tr', 'Türkçe'],
  ['ru', 'Русский'],
  ['sv', 'Svenska'],
  ['fi', 'Suomi'],
  ['zh', '简体中文'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['vi', 'Tiếng Việt'],
  ['th', 'ไทย'],
  ['id', 'Bahasa Indonesia'],
  ['hi', 'हिन्दी'],
]

/** The languages the product is translated into; a brand configures a subset of them. */
export const languages: readonly Language[] = languageNames.map(([locale, name], index) => ({
  id: index + 1,
  name,
  locale,
  external_locale: siteCodeOf(locale),
}))

export const defaultLocale = 'en'

// Error pages are served at their status code (/404, /500): redirecting them to a locale would
// hide the error behind a redirect.
const firstRedirectedNumber = 401

/**
 * Where a path must be redirected because its locale segment is not one of the configured
 * locales, or undefined when it may stay. A segment that is not locale-shaped (two letters, or
 * a language and region such as pt-br) is taken as a page, and the default locale is put before it.
 */
export function localeRedirect(
  path: string,
  configuredLocales: readonly string[],
  fallbackLocale: string = defaultLocale,
): string | undefined {
  const mobile = path === '/m' || path.startsWith('/m/')
  const rest = mobile ? path.slice(2) : path
  const [, segment = '', ...after] = rest.split('/')
  if (/^\d+$/.test(segment) && Number(segment) >= firstRedirectedNumber) return undefined
  if (configuredLocales.includes(segment)) return undefined
  const prefix = mobile ? `/m/${fallbackLocale}` : `/${fallbackLocale}`
  const page = /^[a-z]{2}(-[a-z]{2})?$/i.test(segment) ? after : [segment, ...after]
  const tail = page.join('/')
  return tail === '' ? prefix : `${prefix}/${tail}`
}

export type PageKind = 'cashier' | 'other'

const neverRewritten = new Set(['es', 'pt', 'eu'])

/** Whether URLs on a page are rewritten for the locale: es, pt and eu never; ke not on cashier pages. */
export function isUrlRewritten(locale: string, page: PageKind): boolean {
  if (neverRewritten.has(locale)) return false
  return !(locale === 'ke' && page === 'cashier')
}
