// t(): a message of the catalogue in the page's language, with its placeholders filled and its
// plural form chosen by Intl.PluralRules. A key the translation lacks is shown in English; in
// translation mode (mode=translations) it is shown as the key itself, marked, so a translator
// sees what is missing where it is missing.

import { languageTag } from '../../domain/rules/locales.ts'
import type { Catalogue, Dictionary, MessageKey } from './en/index.ts'
import type { MessageParams } from './messages.ts'
import { onFirstUse } from './on-first-use.ts'

export type Translate = (key: MessageKey, params?: MessageParams) => string

export interface TranslatorOptions {
  /** The page's locale (domain/rules/locales.ts); Intl formats with its BCP 47 tag. */
  locale: string
  /** English, loaded like a translation (dictionaries.ts); undefined if it could not be. */
  english: Catalogue | undefined
  /** The locale's translation; undefined for English and for a locale not translated. */
  dictionary: Dictionary | undefined
  showMissing?: boolean
}

export function createTranslator({
  locale,
  english,
  dictionary,
  showMissing,
}: TranslatorOptions): Translate {
  const tag = languageTag(locale)
  // Made when a message first needs them: an Intl constructor loads its locale's data.
  const plurals = onFirstUse(() => new Intl.PluralRules(tag))
  const numbers = onFirstUse(() => new Intl.NumberFormat(tag))
  const fill = (text: string, params: MessageParams | undefined) =>
    params
      ? text.replace(/\{(\w+)\}/g, (whole, name: string) => {
          const value = params[name]
          if (value === undefined) return whole
          return typeof value === 'number' ? numbers().format(value) : value
        })
      : text
  return (key, params) => {
    const translated = dictionary?.[key]
    if (translated === undefined && showMissing && locale !== 'en') return `⟦${key}⟧`
    // A key with no text at all (English did not arrive) shows as itself, not as nothing.
    const message = translated ?? english?.[key] ?? key
    if (typeof message === 'string') return fill(message, params)
    const count = Number(params?.count ?? 0)
    const form = message[plurals().select(count)] ?? message.other
    return fill(form.replaceAll('#', numbers().format(count)), params)
  }
}
