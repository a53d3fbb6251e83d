// The Content-Security-Policy of every page: what it may load, run, call and frame, and who may
// frame it (SPEC.md section 7, iframe). Everything is this site's own but what the brand names:
// its partners' product pages (frames), its widgets host and an API base the client was built
// against (calls and the live stream), its logos and adverts served from elsewhere (images), and
// the operator's third-party scripts (third_party_scripts: a chat, an analytics tag), whose
// origins may also be called and show images, as such a tag's beacons and pixels do.
// Inline scripts and styles run only with this answer's nonce: the external header's frame
// document (src/header/ExternalHeader.tsx) and the server's own small pages carry it. React sets
// style attributes through the CSSOM, which the policy does not govern, so no 'unsafe-inline'.

import { isOrigin } from '../../domain/player/settings.ts'

export interface PageSources {
  /** A fresh random value per answer (pageNonce): inline code carrying it runs. */
  nonce: string
  /** Who may frame the page besides itself: the brand's parent origins. */
  parentOrigins: readonly string[]
  /** Other sites the page frames: the brand's partner products. */
  frameOrigins: readonly string[]
  /** Other sites the page calls, over http and its WebSocket: the API base, the widgets host. */
  connectOrigins: readonly string[]
  /** Other sites the page shows images from. */
  imageOrigins: readonly string[]
  /** The origins of the operator's third-party scripts. */
  scriptOrigins: readonly string[]
}

/** The origin of an absolute http(s) address; undefined for a path or anything else. */
export function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}

/** The plain origins only, once each, after this site's own: nothing else reaches a directive. */
const sources = (origins: readonly string[]) => ["'self'", ...new Set(origins.filter(isOrigin))]

export function contentSecurityPolicy(page: PageSources): string {
  const nonce = `'nonce-${page.nonce}'`
  const scripts = page.scriptOrigins
  const calls = sources(page.connectOrigins).flatMap((origin) =>
    origin === "'self'" ? [origin] : [origin, origin.replace(/^http/i, 'ws')],
  )
  return [
    "default-src 'self'",
    `script-src ${[...sources(scripts), nonce].join(' ')}`,
    `style-src 'self' ${nonce}`,
    `img-src ${sources([...page.imageOrigins, ...scripts]).join(' ')}`,
    `connect-src ${[...new Set([...calls, ...sources(scripts)])].join(' ')}`,
    `frame-src ${sources(page.frameOrigins).join(' ')}`,
    `frame-ancestors ${sources(page.parentOrigins).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
