// The page's language for every view: t() for the catalogue's messages and the locale's formats.
// The language is the engine's (the address, a host's opt.sportsbook.language, the bettor's
// choice); its translation loads on demand, and until it has come the page stays in the language
// it was in, so a switch never flashes English.

import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react'
import type { NameTranslator } from '../../domain/reference/names/catalogue-names.ts'
import { languageTag, textDirection } from '../../domain/rules/locales.ts'
import { useView } from '../engine/use-engine.ts'
import {
  loadDictionary,
  loadEnglish,
  loadedDictionary,
  loadedEnglish,
  loadedNames,
  loadLaterMessages,
  loadNames,
} from './dictionaries.ts'
import type { Catalogue, Dictionary } from './en/index.ts'
import { createFormat, type Format } from './format.ts'
import { openedMode } from './page-mode.ts'
import { createTranslator, type Translate } from './translate.ts'

export interface I18n {
  /** The page's locale (domain/rules/locales.ts). */
  locale: string
  t: Translate
  format: Format
  /** A catalogue name the page holds itself (a sport, a market type) in the page's language. */
  name: NameTranslator
}

const asNamed: NameTranslator = (english) => english

const I18nContext = createContext<I18n | null>(null)

let outside: { english: Catalogue | undefined; i18n: I18n } | undefined

/** Outside a provider (a component under test on its own) a view reads English, once loaded. */
function outsideProvider(): I18n {
  const english = loadedEnglish()
  if (outside && outside.english === english) return outside.i18n
  const i18n: I18n = {
    locale: 'en',
    t: createTranslator({ locale: 'en', english, dictionary: undefined }),
    format: createFormat('en'),
    name: asNamed,
  }
  outside = { english, i18n }
  return i18n
}

/**
 * The address's mode, read as the page opened (page-mode.ts) and kept while it is open (an
 * address the app moves to drops the query).
 */
const pageMode = () => openedMode

/**
 * The pseudo-locale's messages and names, made from English when the mode asks for them: from all
 * of English at once, the later screens' part too, as the pseudo-locale's dictionary is made once.
 */
async function pseudoLocale(english: Catalogue | undefined) {
  const [{ pseudoDictionary, pseudoText }] = await Promise.all([
    import('./pseudo.ts'),
    loadLaterMessages().catch(() => undefined),
  ])
  return { dictionary: english && pseudoDictionary(english), names: pseudoText }
}

export function I18nProvider({
  initialLocale,
  children,
}: {
  initialLocale: string
  children: ReactNode
}) {
  const wanted = useView('settings', (view) => view?.language) ?? initialLocale
  const currencies = useView('currencies', (view) => view?.currencies)
  // The brand's minor unit, as the engine counts in it (context.currency()).
  const precision = useView('settings', (view) => view?.settings.currency_precision)
  const [mode] = useState(pageMode)
  const [shown, setShown] = useState<{
    locale: string
    english: Catalogue | undefined
    dictionary: Dictionary | undefined
    names: NameTranslator | undefined
  }>(() => ({
    locale: initialLocale,
    english: loadedEnglish(),
    dictionary: loadedDictionary(initialLocale),
    names: loadedNames(initialLocale),
  }))
  useEffect(() => {
    let current = true
    // English too: one that did not arrive at start is asked for again with the next language.
    Promise.all([loadEnglish(), loadDictionary(wanted), loadNames(wanted)])
      .then(async ([english, dictionary, names]) =>
        mode === 'pseudo'
          ? { english, ...(await pseudoLocale(english)) }
          : { english, dictionary, names },
      )
      .then((loaded) => {
        if (current) setShown({ locale: wanted, ...loaded })
      })
    return () => {
      current = false
    }
  }, [wanted, mode])
  const value = useMemo<I18n>(() => {
    const t = createTranslator({ ...shown, showMissing: mode === 'translations' })
    return {
      locale: shown.locale,
      t,
      format: createFormat(
        shown.locale,
        { today: t('shell.today'), evens: t('shell.evens') },
        {
          currencies: currencies ?? [],
          precision,
        },
      ),
      name: shown.names ?? asNamed,
    }
  }, [shown, mode, currencies, precision])
  useEffect(() => {
    document.documentElement.lang = languageTag(shown.locale)
    document.documentElement.dir = textDirection(shown.locale)
  }, [shown.locale])
  return <I18nContext value={value}>{children}</I18nContext>
}

/** The page's language: t() for the catalogue's messages, format for numbers, money and times. */
export const useI18n = (): I18n => use(I18nContext) ?? outsideProvider()
