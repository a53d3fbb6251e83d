// A text a brand configures (a header link, a page title) in the bettor's language: one text,
// written in the brand's default language, or one per locale ({ id: 'Promosi', zh: '优惠活动' }).
// A locale the brand has not written reads the brand's default language, never English by
// accident: a brand whose first language is Indonesian reads Indonesian.

/** One text, or one per locale of domain/rules/locales.ts. */
export type BrandText = string | Readonly<Record<string, string>>

/** A brand text as stored, each text at most max long; undefined for anything else. */
export function readBrandText(value: unknown, max: number): BrandText | undefined {
  const fits = (text: unknown): text is string => typeof text === 'string' && text.length <= max
  if (fits(value)) return value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const texts = Object.entries(value)
  return texts.length > 0 &&
    texts.every(([locale, text]) => /^[a-z]{2}$/.test(locale) && fits(text))
    ? (Object.fromEntries(texts) as Record<string, string>)
    : undefined
}

/**
 * The text in a locale: its own, else the brand's default language's (the first of its
 * languages), else the first written.
 */
export function brandTextIn(text: BrandText, locale: string, brandDefault: string): string {
  if (typeof text === 'string') return text
  return text[locale] ?? text[brandDefault] ?? Object.values(text)[0] ?? ''
}
