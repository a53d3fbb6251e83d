// The operator's own scripts (SPEC.md section 2, Shell: "third-party scripts from settings"): a
// chat widget, an analytics tag. Each is added to the page once, async, after the app has drawn,
// so it never holds up the first paint; a script cannot be taken back, so a changed list only
// adds. The settings admit paths and https URLs only (domain/player/settings.ts).

import { useEffect } from 'react'
import { useView } from '../engine/use-engine.ts'

export function ThirdPartyScripts() {
  const sources = useView('settings', (view) => view?.settings.third_party_scripts.join(' '))
  useEffect(() => {
    for (const src of sources ? sources.split(' ') : []) {
      if (document.querySelector(`script[data-third-party="${CSS.escape(src)}"]`)) continue
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.dataset.thirdParty = src
      document.head.append(script)
    }
  }, [sources])
  return null
}
