// The parent site's own header above the sportsbook (SPEC.md section 2) when the brand switches
// clem_external_header_enabled on. Its html, css and js are the operator's, so they run in a
// sandboxed frame without allow-same-origin: an opaque origin that cannot reach the app's DOM,
// storage, cookies or session. Links open in the top window, as the casino's own pages do. The
// frame reports its height (a script of ours, inside it) and is sized to it. Inside a host's
// frame the host's own header is already around the sportsbook, so it is not shown twice.
// The frame's document inherits the page's Content-Security-Policy, under which inline code runs
// only with the page's nonce (server/http/content-security-policy.ts): its styles and scripts
// carry it.

import { styled } from '@linaria/react'
import { Suspense, useEffect } from 'react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'

/** The frame's height until it reports its own. */
export const startingHeight = 44

// The frame, a chunk of its own: most brands have none. Fetched as the brand is known to have one,
// beside the request for its content.
const loadFrame = () => import('./HeaderFrame.tsx')
const HeaderFrame = lazyWithRetry(loadFrame)

const framed = typeof window !== 'undefined' && window.parent !== window

export function ExternalHeader() {
  const engine = useEngine()
  const enabled = useView('settings', (view) =>
    view?.status === 'loaded' && view.settings.clem_external_header_enabled && !framed
      ? view.settings.clem_external_header_path
      : undefined,
  )
  const header = useEngineCall(
    () =>
      enabled === undefined
        ? Promise.resolve({ ok: true as const, data: undefined })
        : engine.site.externalHeader(),
    [enabled],
  ).result
  useEffect(() => {
    if (enabled !== undefined) loadFrame().catch(() => undefined)
  }, [enabled])
  if (enabled === undefined) return null
  // Its room is kept from the moment the brand is known to have one, not from when its content
  // arrives: the page under it must not jump down while the bettor reaches for a button.
  if (!header) return <Reserved aria-hidden="true" />
  if (!header.ok || !header.data) return null
  return (
    <Suspense fallback={<Reserved aria-hidden="true" />}>
      <HeaderFrame content={header.data} />
    </Suspense>
  )
}

const Reserved = styled.div`
  height: ${startingHeight}px;
`
