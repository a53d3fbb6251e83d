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
import { useEffect, useRef, useState } from 'react'
import type { ExternalHeader as ExternalHeaderContent } from '../../domain/api/site.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'

/** The message type the frame's height comes in. */
const heightMessage = 'sportsbook.external-header.height'
const startingHeight = 44
const tallest = 200

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
  if (enabled === undefined) return null
  // Its room is kept from the moment the brand is known to have one, not from when its content
  // arrives: the page under it must not jump down while the bettor reaches for a button.
  if (!header) return <Reserved aria-hidden="true" />
  if (!header.ok || !header.data) return null
  return <HeaderFrame content={header.data} />
}

function HeaderFrame({ content }: { content: ExternalHeaderContent }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const { t } = useI18n()
  const [height, setHeight] = useState(startingHeight)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // The sandboxed frame's origin is opaque ('null'): it is known by its window instead.
      if (event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown }
      if (data?.type !== heightMessage || typeof data.height !== 'number') return
      if (Number.isFinite(data.height))
        setHeight(Math.min(tallest, Math.max(0, Math.ceil(data.height))))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  return (
    <Frame
      ref={frame}
      title={t('shell.header.siteNavigation')}
      sandbox="allow-scripts allow-top-navigation-by-user-activation allow-popups"
      srcDoc={documentOf(content, pageNonce())}
      style={{ height }}
      data-testid="external-header"
    />
  )
}

/** The nonce the server wrote into the page (server/http/client-files.ts); none in development. */
const pageNonce = () =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''

/** The frame's document: the operator's css, html and js, and our height report. */
function documentOf({ css, html, js }: ExternalHeaderContent, nonce: string): string {
  // A script's text ends at the first "</script"; the operator's js may not end ours early.
  const script = js.replace(/<\/script/gi, '<\\/script')
  const style = css.replace(/<\/style/gi, '<\\/style')
  const inline = nonce ? ` nonce="${nonce}"` : ''
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_top"><style${inline}>html,body{margin:0}${style}</style></head><body>${html}<script${inline}>${script}</script><script${inline}>(function(){function report(){parent.postMessage({type:'${heightMessage}',height:document.documentElement.scrollHeight},'*')}new ResizeObserver(report).observe(document.documentElement);report()})()</script></body></html>`
}

const Reserved = styled.div`
  height: ${startingHeight}px;
`

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
`
