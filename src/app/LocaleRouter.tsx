// The router of the page: under /m/{lang}/ every route and link is relative to that base. A
// mobile address whose language the brand does not offer is replaced by the same page in the
// brand's first language (domain/rules/locales.ts localeRedirect; error pages such as /m/500
// are left alone), and the engine reads the settings in it.

import { type ReactNode, useEffect, useState } from 'react'
import { Router } from 'wouter'
import { localeRedirect } from '../../domain/rules/locales.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { isMobilePath, pathLanguage } from './locale-path.ts'

export function LocaleRouter({ children }: { children: ReactNode }) {
  const engine = useEngine()
  const offered = useView('settings', (view) =>
    view?.status === 'loaded'
      ? view.settings.languages.map((language) => language.locale).join(' ')
      : undefined,
  )
  const [path, setPath] = useState(() => location.pathname)
  useEffect(() => {
    if (offered === undefined || !isMobilePath(path)) return
    const locales = offered.split(' ')
    const target = localeRedirect(path, locales, locales[0])
    if (target === undefined) return
    history.replaceState(history.state, '', `${target}${location.search}${location.hash}`)
    setPath(target)
    const language = pathLanguage(target)
    if (language) void engine.settings.setLanguage(language)
  }, [offered, path, engine])
  const language = pathLanguage(path)
  useEffect(() => {
    if (language) document.documentElement.lang = language
  }, [language])
  return language ? <Router base={`/m/${language}`}>{children}</Router> : children
}
