// Every answer carries nosniff and a referrer policy; a page says which sites may frame it: the
// brand's parent origins and itself, nobody else.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../server.ts'
import { contentSecurityPolicy } from './security-headers.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'client-'))
let server: RunningServer
beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Sportsbook</title>')
  server = await startServer({ feed: null, clientDir })
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const frameAncestors = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  return /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
}

describe('security headers', () => {
  it("a page may be framed by the brand's parent origins only", async () => {
    expect(await frameAncestors('/live/sport/')).toBe("'self'")
    expect(await frameAncestors('/live/sport/?brand=wallet')).toBe(
      "'self' http://localhost:8080 http://127.0.0.1:8080",
    )
    expect(await frameAncestors('/live/sport/?brand=nobody')).toBe("'self'")
  })

  it('every answer says nosniff and how much of its address to pass on', async () => {
    const response = await fetch(`${server.url}/xapi/rest/currencies`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('an origin that is not a plain origin never reaches the policy', () => {
    expect(
      contentSecurityPolicy([
        'https://casino.example',
        "https://x.example; script-src 'none'",
        '*',
      ]),
    ).toBe("frame-ancestors 'self' https://casino.example; object-src 'none'; base-uri 'self'")
  })
})
