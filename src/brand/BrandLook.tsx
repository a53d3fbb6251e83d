// Puts the brand's design tokens on the page as custom properties (src/ui/theme.ts reads them),
// so each brand looks like itself without a build of its own.

import { useEffect } from 'react'
import { themeProperty, themeTokens } from '../../domain/brand/theme.ts'
import { useView } from '../engine/use-engine.ts'

export function BrandLook() {
  const theme = useView('settings', (view) => view?.settings.theme)
  useEffect(() => {
    const style = document.documentElement.style
    for (const token of themeTokens) {
      const value = theme?.[token]
      if (value) style.setProperty(themeProperty(token), value)
      else style.removeProperty(themeProperty(token))
    }
  }, [theme])
  return null
}
