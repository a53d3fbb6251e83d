// Languages and locale rules (SPEC.md sections 2, 3 and 9). The locale is the first path segment
// (after /m on mobile). The site's own URLs and content use a site code that differs from the
// locale for four languages.

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

/** The product's locales, in the order a brand's dropdown lists them when it names no order. */
export const locales = [
  'en',
  'ke',
  'es',
  'eu',
  'pt',
  'br',
  'de',
  'fr',
  'it',
  'nl',
  'pl',
  'ro',
  'hu',
  'el',
  'tr',
  'ru',
  'sv',
  'fi',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'hi',
] as const

// Two locales are site names rather than languages (ke is English as Kenya writes it, br is
// Brazilian Portuguese, where BCP 47 would read Breton), and zh is written in simplified script.
const tagByLocale: Readonly<Record<string, string>> = { ke: 'en-KE', br: 'pt-BR', zh: 'zh-Hans' }

/** The BCP 47 tag Intl formats a locale's numbers, dates, plurals and names with. */
export function languageTag(locale: string): string {
  return Object.hasOwn(tagByLocale, locale) ? (tagByLocale[locale] as string) : locale
}

/**
 * Whether a locale is a regional English (ke, Kenyan English): English with its own words where
 * its books word things their way, so its translation and its names write only those, over
 * English's.
 */
export const isRegionalEnglish = (locale: string): boolean =>
  locale !== 'en' && languageTag(locale).split('-')[0] === 'en'

const nativeNames = new Map<string, string>()

/**
 * A language's name in that language (Intl.DisplayNames), capitalised as a menu item. Each name
 * is looked up once, when first read: a DisplayNames loads its locale's data, and the 25 of them
 * at start took 85 ms of a phone page's first second.
 */
export function nativeName(locale: string): string {
  let name = nativeNames.get(locale)
  if (name === undefined) {
    const tag = languageTag(locale)
    const inItself = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? locale
    name = inItself.charAt(0).toLocaleUpperCase(tag) + inItself.slice(1)
    nativeNames.set(locale, name)
  }
  return name
}

const rightToLeftScripts = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm'])

// The languages CLDR writes in a right-to-left script when the tag names no script. A table
// rather than Intl.Locale#maximize, whose first call loads the likely-subtags data: 85 ms of a
// throttled phone's first second, on every page load, to learn that English runs left to right.
const rightToLeftLanguages = new Set([
  'ar',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'lrc',
  'mzn',
  'nqo',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
])

/** Which way a locale's text runs: a brand may add a right-to-left language later. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const [language = '', ...subtags] = languageTag(locale).toLowerCase().split('-')
  const script = subtags.find((subtag) => subtag.length === 4)
  const rightToLeft = script
    ? rightToLeftScripts.has(script.charAt(0).toUpperCase() + script.slice(1))
    : rightToLeftLanguages.has(language)
  return rightToLeft ? 'rtl' : 'ltr'
}

/**
 * The languages the product is translated into; a brand configures a subset of them. A name is
 * looked up when read (JSON and structured clone read it like any other field).
 */
export const languages: readonly Language[] = locales.map((locale, index) => ({
  id: index + 1,
  get name() {
    return nativeName(locale)
  },
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

/** SPEC.md section 2: the language dropdown lists up to 7 languages in one column, more in two. */
export const languageMenuColumns = (count: number): 1 | 2 => (count <= 7 ? 1 : 2)
