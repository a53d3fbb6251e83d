// The brand's site furniture among its settings (SPEC.md section 3, Other): the languages it is
// offered in, its logo and favicon, and the titles and descriptions of its pages. Readers here
// follow settings.ts: any raw value in, the typed value or undefined out, never a throw.

import { type BrandText, readBrandText } from '../brand/brand-text.ts'
import { type Language, languages } from '../rules/locales.ts'
import type { PageAttributeRule } from '../rules/page-attributes.ts'

/** A language of the brand's dropdown: the spec's Language with the flag shown beside it. */
export interface BrandLanguage extends Language {
  /** An emoji flag, or the path or https URL of a flag image. */
  flag: string
}

/** The header's logo (SPEC.md section 3, branding logo), drawn at width x height CSS pixels. */
export interface BrandLogo {
  logo_url: string
  width: number
  height: number
}

/** What a page shows in its title and description meta tag. */
/** A page's title and description, each one text or one per locale (brand-text.ts). */
export interface PageMeta {
  title: BrandText
  description: BrandText
}

/** Page attributes as domain/rules/page-attributes.ts reads them: wildcards, the last match wins. */
export type PageAttributes = readonly PageAttributeRule<PageMeta>[]

// The flag that stands for a language (public/flags/): its home country's, or its best-known
// one's; Basque has its own. Images, not emoji: many desktops draw regional-indicator emoji as
// two letters.
const flagFile: Readonly<Record<string, string>> = {
  en: 'gb',
  ke: 'ke',
  es: 'es',
  eu: 'basque',
  pt: 'pt',
  br: 'br',
  de: 'de',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  ro: 'ro',
  hu: 'hu',
  el: 'gr',
  tr: 'tr',
  ru: 'ru',
  sv: 'se',
  fi: 'fi',
  zh: 'cn',
  ja: 'jp',
  ko: 'kr',
  vi: 'vn',
  th: 'th',
  id: 'id',
  hi: 'in',
}

/** A language the product is translated into, with its flag; undefined for any other locale. */
export function brandLanguage(locale: string): BrandLanguage | undefined {
  const language = languages.find((candidate) => candidate.locale === locale)
  const file = flagFile[locale]
  return language && file ? { ...language, flag: `/flags/${file}.svg` } : undefined
}

export const defaultLanguages: readonly BrandLanguage[] = [brandLanguage('en') as BrandLanguage]

/** The default logo and favicon: the product's own mark (public/icon.svg). */
export const defaultLogo: BrandLogo = { logo_url: '/icon.svg', width: 40, height: 40 }
export const defaultFaviconUrl = '/icon.svg'

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Nested configuration arrives either parsed or as JSON text. */
function jsonValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

const maxUrlLength = 2000

/**
 * A path on the site (/brands/demo/logo.svg) or an https URL: never a javascript: or data: URL,
 * nor a protocol-relative //host one, since these land in src and href attributes.
 */
export function isSafeAssetUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > maxUrlLength || /[\s"'<>\\]/.test(value))
    return false
  if (value.startsWith('/')) return !value.startsWith('//')
  return /^https:\/\/[a-z0-9.-]+(:\d+)?(\/|$)/i.test(value)
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

function languageOf(item: unknown): BrandLanguage | undefined {
  if (typeof item === 'string') return brandLanguage(item.trim().toLowerCase())
  if (!isRecord(item)) return undefined
  const { id, name, locale, external_locale } = item
  if (typeof locale !== 'string' || !/^[a-z]{2}(-[a-z]{2})?$/i.test(locale)) return undefined
  const known = brandLanguage(locale.toLowerCase())
  const flag = item.flag ?? known?.flag
  if (typeof flag !== 'string' || !(isSafeAssetUrl(flag) || /^\p{RI}{2}$/u.test(flag)))
    return undefined
  const language = {
    id: id ?? known?.id,
    name: name ?? known?.name,
    locale: locale.toLowerCase(),
    external_locale: external_locale ?? known?.external_locale ?? locale.toLowerCase(),
    flag,
  }
  return typeof language.id === 'number' &&
    Number.isSafeInteger(language.id) &&
    isText(language.name, 100) &&
    language.name !== '' &&
    isText(language.external_locale, 16)
    ? (language as BrandLanguage)
    : undefined
}

/**
 * The brand's languages, in the order of its dropdown: each a locale the product knows ("de") or
 * a whole Language with its flag. One unreadable entry makes the list unreadable (the default
 * is kept), and so does an empty list or one that names a locale twice.
 */
export function readLanguages(raw: unknown): readonly BrandLanguage[] | undefined {
  const value = jsonValue(raw)
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) return undefined
  const read: BrandLanguage[] = []
  for (const item of value) {
    const language = languageOf(item)
    if (!language || read.some((other) => other.locale === language.locale)) return undefined
    read.push(language)
  }
  return read
}

const pixels = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2000

export function readLogo(raw: unknown): BrandLogo | undefined {
  const value = jsonValue(raw)
  if (!isRecord(value)) return undefined
  const { logo_url, width, height } = value
  return isSafeAssetUrl(logo_url) && pixels(width) && pixels(height)
    ? { logo_url, width, height }
    : undefined
}

export function readAssetUrl(raw: unknown): string | undefined {
  return isSafeAssetUrl(raw) ? raw : undefined
}

function pageMetaOf(value: unknown): PageMeta | undefined {
  if (!isRecord(value)) return undefined
  const title = readBrandText(value.title, 300)
  const description = readBrandText(value.description ?? '', 1000)
  return title !== undefined && description !== undefined ? { title, description } : undefined
}

/**
 * Page attributes, as rules in order ([{ url, attributes: { title, description } }]), or as an
 * object of url to { title, description }, read in its key order. The list is the form to
 * store: a JSON object's key order does not survive every store (PostgreSQL's jsonb sorts it),
 * and "the last match wins" needs the order.
 */
export function readPageAttributes(raw: unknown): PageAttributes | undefined {
  const value = jsonValue(raw)
  const entries = Array.isArray(value)
    ? value.map((rule) => (isRecord(rule) ? [rule.url, rule.attributes] : [undefined, undefined]))
    : isRecord(value)
      ? Object.entries(value)
      : undefined
  if (!entries || entries.length > 500) return undefined
  const rules: PageAttributeRule<PageMeta>[] = []
  for (const [url, attributes] of entries) {
    const meta = pageMetaOf(attributes)
    if (!isText(url, 500) || !url.startsWith('/') || !meta) return undefined
    rules.push({ url, attributes: meta })
  }
  return rules
}
