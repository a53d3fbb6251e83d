// The translations shipped (a folder each under src/i18n/locales/) as the end-to-end tests read
// them: which locales have one, and the longest, whose layouts are the likeliest to break.

import { readdirSync } from 'node:fs'
import { isRegionalEnglish } from '../../domain/rules/locales.ts'
import { type Dictionary, en } from '../../src/i18n/en/index.ts'

const folder = new URL('../../src/i18n/locales/', import.meta.url)

/** The locales with a translation, in folder order. */
export const translatedLocales: readonly string[] = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

/** A locale's messages as the page reads them: its area files, a regional English's over English. */
export async function dictionaryOf(locale: string): Promise<Dictionary> {
  const areas = await Promise.all(
    readdirSync(new URL(`${locale}/`, folder)).map(
      async (file): Promise<Record<string, Dictionary>> =>
        await import(new URL(`${locale}/${file}`, folder).href),
    ),
  )
  return Object.assign(
    {},
    isRegionalEnglish(locale) ? en : {},
    ...areas.flatMap((area) => Object.values(area)),
  )
}

/** The locale whose messages are the longest, in characters (a wide script counting twice). */
export async function longestLocale(): Promise<string> {
  let longest = 'en'
  let most = 0
  for (const locale of translatedLocales) {
    const text = JSON.stringify(Object.values(await dictionaryOf(locale)))
    const width = [...text].reduce(
      (sum, character) => sum + (/[\u1100-\u9fff\uac00-\ud7af]/.test(character) ? 2 : 1),
      0,
    )
    if (width > most) [longest, most] = [locale, width]
  }
  return longest
}
