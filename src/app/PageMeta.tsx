// The page's title and description from the brand's page attributes (SPEC.md section 2): the
// last rule matching the path wins (domain/rules/page-attributes.ts). A path no rule matches
// keeps what the page had. Each text is in the page's language, else the brand's default
// language's (domain/brand/brand-text.ts). Renders nothing.

import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { brandTextIn } from '../../domain/brand/brand-text.ts'
import { pageAttributesFor } from '../../domain/rules/page-attributes.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'

export function PageMeta() {
  const [location] = useLocation()
  const rules = useView('settings', (view) =>
    view?.status === 'loaded' ? view.settings.page_attributes : undefined,
  )
  const brandDefault = useView('settings', (view) => view?.settings.languages[0]?.locale) ?? 'en'
  const { locale } = useI18n()
  useEffect(() => {
    const meta = rules && pageAttributesFor(rules, location)
    if (!meta) return
    document.title = brandTextIn(meta.title, locale, brandDefault)
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!description) {
      description = document.createElement('meta')
      description.name = 'description'
      document.head.append(description)
    }
    description.content = brandTextIn(meta.description, locale, brandDefault)
  }, [rules, location, locale, brandDefault])
  return null
}
