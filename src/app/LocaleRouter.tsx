// The router of the page: under /m/{lang}/ or /{lang}/ every route and link is relative to that
// base. An address whose language the brand does not offer is replaced by the same page in the
// brand's first language (domain/rules/locales.ts localeRedirect; error pages such as /m/500
// are left alone), and the engine reads the settings in it. A bettor's switch of language moves
// the address to the new language, and is remembered for addresses that carry none.

import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react'
import { Router } from 'wouter'
import { localeRedirect } from '../../domain/rules/locales.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { pageChoices } from './kept-choices.ts'
import { isMobilePath, localeBase, pathLanguage, withLanguage } from './locale-path.ts'
import { rememberLanguage } from './page-language.ts'

const SwitchLanguage = createContext<(language: string) => void>(() => {})

/** Switches the page to another of the brand's languages. */
export const useSwitchLanguage = () => use(SwitchLanguage)

export function LocaleRouter({ children }: { children: ReactNode }) {
  const engine = useEngine()
  const offered = useView('settings', (view) =>
    view?.status === 'loaded'
      ? view.settings.languages.map((language) => language.locale).join(' ')
      : undefined,
  )
  const current = useView('settings', (view) => view?.language)
  const [path, setPath] = useState(() => location.pathname)
  const addressLanguage = useRef(pathLanguage(path))
  useEffect(() => {
    if (offered === undefined) return
    const locales = offered.split(' ')
    if (!isMobilePath(path) && !localeBase(path)) {
      // An address without a language, in one the brand does not offer (chosen on another brand).
      if (current && !locales.includes(current))
        void engine.settings.setLanguage(locales[0] ?? 'en')
      return
    }
    const target = localeRedirect(path, locales, locales[0])
    if (target === undefined) return
    history.replaceState(history.state, '', `${target}${location.search}${location.hash}`)
    setPath(target)
    const language = pathLanguage(target)
    addressLanguage.current = language
    if (language) void engine.settings.setLanguage(language)
  }, [offered, path, current, engine])
  // Back and forward across a switch: the address's language is the page's again.
  useEffect(() => {
    const onPop = () => {
      const language = pathLanguage(location.pathname)
      setPath(location.pathname)
      if (language && language !== addressLanguage.current)
        void engine.settings.setLanguage(language)
      addressLanguage.current = language
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [engine])
  const switchLanguage = useCallback(
    (language: string) => {
      rememberLanguage(pageChoices, language)
      const target = withLanguage(location.pathname, language)
      if (target !== location.pathname) {
        addressLanguage.current = language
        history.pushState(history.state, '', `${target}${location.search}${location.hash}`)
        setPath(target)
      }
      void engine.settings.setLanguage(language)
    },
    [engine],
  )
  const base = localeBase(path)
  return (
    <SwitchLanguage value={switchLanguage}>
      {base ? <Router base={base}>{children}</Router> : children}
    </SwitchLanguage>
  )
}
