// Every answer carries nosniff and a referrer policy; every page a Content-Security-Policy: only
// this site's own code, styles, images, calls and frames but what its brand names, inline code
// only with the answer's nonce, and framed by the brand's parent origins and itself only.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../server.ts'
import { contentSecurityPolicy } from './content-security-policy.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'client-'))
let server: RunningServer
beforeAll(async () => {
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Sportsbook</title></head></html>',
  )
  server = await startServer({ feed: null, clientDir, apiOrigin: 'https://api.example.com' })
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

/** The page's policy, directive by directive. */
const policyOf = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  const policy = response.headers.get('content-security-policy') ?? ''
  const directives = Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values.join(' ')]
    }),
  )
  return { directives, page: await response.text() }
}

describe('security headers', () => {
  it("a page may be framed by the brand's parent origins only", async () => {
    const ancestors = async (path: string) => (await policyOf(path)).directives['frame-ancestors']
    expect(await ancestors('/live/sport/')).toBe("'self'")
    expect(await ancestors('/live/sport/?brand=wallet')).toBe(
      "'self' http://localhost:8080 http://127.0.0.1:8080",
    )
    expect(await ancestors('/live/sport/?brand=nobody')).toBe("'self'")
  })

  it('a page runs its own code only, and inline code with the nonce it was sent with', async () => {
    const first = await policyOf('/live/sport/')
    const nonce = /nonce="([^"]+)"/.exec(first.page)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(first.directives).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' 'nonce-${nonce}'`,
      'style-src': `'self' 'nonce-${nonce}'`,
      'img-src': "'self'",
      'connect-src': "'self' https://api.example.com wss://api.example.com",
      'frame-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    })
    const second = await policyOf('/live/sport/')
    expect(second.directives['script-src']).not.toBe(first.directives['script-src'])
  })

  it('a page lets in what its brand names on other sites: partners, widgets and content hosts, images', async () => {
    await server.db.query(
      `update brands set settings = settings || $1::jsonb where id = 'gateway'`,
      [
        JSON.stringify({
          partner_product_urls: { lotto: 'https://games.partner.example/lotto?x=1' },
          external_widgets_subdomain: 'widgets.garuda.example',
          external_widgets_subdomain_cms: 'cms.garuda.example',
          logo: { logo_url: 'https://cdn.garuda.example/logo.svg', width: 160, height: 40 },
          third_party_scripts: ['/widgets/chat.js', 'https://tags.example/tag.js'],
        }),
      ],
    )
    const { directives } = await policyOf('/live/sport/?brand=gateway')
    expect(directives['frame-src']).toBe("'self' https://games.partner.example")
    expect(directives['connect-src']).toBe(
      "'self' https://api.example.com wss://api.example.com https://widgets.garuda.example wss://widgets.garuda.example https://cms.garuda.example wss://cms.garuda.example https://tags.example",
    )
    expect(directives['img-src']).toBe("'self' https://cdn.garuda.example https://tags.example")
    expect(directives['script-src']).toMatch(/^'self' https:\/\/tags\.example 'nonce-[^']+'$/)
  })

  it('every answer says nosniff and how much of its address to pass on', async () => {
    const response = await fetch(`${server.url}/xapi/rest/currencies`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('an answer that is no page, an error or a file is framed by nobody', async () => {
    for (const path of ['/xapi/rest/currencies', '/xapi/no-such-route', '/accounts/terms/x.html']) {
      const response = await fetch(`${server.url}${path}?brand=wallet`)
      expect(response.headers.get('content-type')).not.toMatch(/^text\/html/)
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('a malformed address, refused before any route, has the headers of every answer', async () => {
    const answer = await fetch(`${server.url}/xapi/rest/events/%E0%A4`)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })

  it('a 304 says nothing of framing: what the browser kept keeps its own policy', async () => {
    const first = await fetch(`${server.url}/api/cached_settings`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(`${server.url}/api/cached_settings`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBeNull()
    expect(again.headers.get('x-frame-options')).toBeNull()
  })

  it('an origin that is not a plain origin never reaches the policy', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      parentOrigins: ['https://casino.example', "https://x.example; script-src 'none'", '*'],
      frameOrigins: ['https://games.example/path', 'javascript:alert(1)'],
      connectOrigins: ['data:', 'https://api.example.com'],
      imageOrigins: ['https:', 'https://cdn.example'],
      scriptOrigins: ['https://tags.example', "'unsafe-eval'"],
    })
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://tags.example 'nonce-n'",
        "style-src 'self' 'nonce-n'",
        "img-src 'self' https://cdn.example https://tags.example",
        "connect-src 'self' https://api.example.com wss://api.example.com https://tags.example",
        "frame-src 'self'",
        "frame-ancestors 'self' https://casino.example",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    )
  })
})
