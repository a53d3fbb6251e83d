// Puts the brand's design tokens on the page as custom properties (src/ui/theme.ts reads them),
// and its favicon in the head, so each brand looks like itself without a build of its own.

import { useEffect } from 'react'
import { faviconHref } from '../../domain/brand/brand-images.ts'
import { themeProperty, themeTokens } from '../../domain/brand/theme.ts'
import { useView } from '../engine/use-engine.ts'

export function BrandLook() {
  const theme = useView('settings', (view) => view?.settings.theme)
  const favicon = useView('settings', (view) =>
    view?.status === 'loaded' ? view.settings.favicon_url : undefined,
  )
  useEffect(() => {
    const style = document.documentElement.style
    for (const token of themeTokens) {
      const value = theme?.[token]
      if (value) style.setProperty(themeProperty(token), value)
      else style.removeProperty(themeProperty(token))
    }
  }, [theme])
  useEffect(() => {
    if (!favicon) return
    const link =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
      document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }))
    // Drawn by the image resizer, as index.html's is (siteImageUrl): of any type it chooses. The
    // server names the brand's own in the page (server/http/client-files.ts): the same address.
    link.removeAttribute('type')
    const href = new URL(faviconHref(favicon), location.href).href
    if (link.href !== href) link.href = href
  }, [favicon])
  return null
}
