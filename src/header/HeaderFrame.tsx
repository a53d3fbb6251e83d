// The external header's frame (ExternalHeader.tsx): the operator's html, css and js in a sandboxed
// document, sized to the height it reports.

import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import type { ExternalHeader as ExternalHeaderContent } from '../../domain/api/site.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { startingHeight } from './ExternalHeader.tsx'

/** The message type the frame's height comes in. */
const heightMessage = 'sportsbook.external-header.height'
const tallest = 200

export default function HeaderFrame({ content }: { content: ExternalHeaderContent }) {
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

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
`
