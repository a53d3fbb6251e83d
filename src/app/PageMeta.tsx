// The page's title and description from the brand's page attributes (SPEC.md section 2): the
// last rule matching the path wins (domain/rules/page-attributes.ts). A path no rule matches
// keeps what the page had. Renders nothing.

import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { pageAttributesFor } from '../../domain/rules/page-attributes.ts'
import { useView } from '../engine/use-engine.ts'

export function PageMeta() {
  const [location] = useLocation()
  const rules = useView('settings', (view) =>
    view?.status === 'loaded' ? view.settings.page_attributes : undefined,
  )
  useEffect(() => {
    const meta = rules && pageAttributesFor(rules, location)
    if (!meta) return
    document.title = meta.title
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!description) {
      description = document.createElement('meta')
      description.name = 'description'
      document.head.append(description)
    }
    description.content = meta.description
  }, [rules, location])
  return null
}
