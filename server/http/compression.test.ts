// What a phone downloads: the client's files in the compressed form its browser accepts, cached
// for a year when their names carry their content's hash; API answers over a kilobyte compressed.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../server.ts'
import { clientCacheControl } from './client-files.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'client-'))
const chunk = `export const prices = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => n))}\n`
// Over a kilobyte, as the built page is: the server writes it per request (client-files.ts).
const page = `<!doctype html><html lang="en"><title>Sportsbook</title><!-- ${'-'.repeat(1024)} --><script type="module" src="/assets/entry-1a2b.js"></script></html>`
let server: RunningServer
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'assets/entry-1a2b.js'), chunk)
  writeFileSync(join(clientDir, 'assets/entry-1a2b.js.br'), brotliCompressSync(chunk))
  writeFileSync(join(clientDir, 'assets/entry-1a2b.js.gz'), gzipSync(chunk))
  writeFileSync(join(clientDir, 'index.html'), page)
  writeFileSync(join(clientDir, 'index.html.gz'), gzipSync(page))
  server = await startServer({ feed: null, clientDir })
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

interface Answer {
  status: number | undefined
  headers: IncomingHttpHeaders
  /** The body as sent, decoded by its content-encoding. */
  text: string
}

/** A request with no accept-encoding but the one given (fetch would add its own), decoded here. */
const get = (path: string, acceptEncoding?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    httpGet(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (data: Buffer) => chunks.push(data))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(body)
            : encoding === 'gzip'
              ? gunzipSync(body)
              : body
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: decoded.toString(),
        })
      })
    }).on('error', reject)
  })

describe("the client's files", () => {
  it('go brotli-compressed to a browser that accepts it, gzipped to one that accepts only gzip', async () => {
    const brotli = await get('/assets/entry-1a2b.js', 'gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.text).toBe(chunk)
    const gzip = await get('/assets/entry-1a2b.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.text).toBe(chunk)
  })

  it('go as they are to a client that accepts no encoding', async () => {
    const plain = await get('/assets/entry-1a2b.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(chunk)
  })

  it('are kept a year when named by their hash, and the page is asked for again each time', async () => {
    const entry = await get('/assets/entry-1a2b.js', 'br')
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // A route of the app is the page too, compressed and never kept stale.
    const route = await get('/live/sport/', 'gzip')
    expect(route.headers['content-encoding']).toBe('gzip')
    expect(route.headers['cache-control']).toBe('no-cache')
    // With its brand's logo preloaded (client-files.test.ts says what the head names).
    expect(route.text.replace(/<link rel="preload" as="image"[^>]*>/, '')).toBe(
      page.replace('<html', '<html data-kept=""').replace('lang="en"', 'lang="en" dir="ltr"'),
    )
    expect(clientCacheControl('/srv/dist/assets/index-9f8e.js.br')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(clientCacheControl('/srv/dist/manifest.webmanifest')).toBe('no-cache')
  })

  it("a build's file that is not there is a 404, not the app's page", async () => {
    const missing = await get('/assets/entry-0000.js', 'br')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(missing.text)).toMatchObject({ code: 'not-found' })
  })
})

describe('API answers', () => {
  it('over a kilobyte go in brotli to a browser, gzipped to a client that accepts only gzip', async () => {
    const plain = await get('/docs/openapi.json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brotli = await get('/docs/openapi.json', 'gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotli.text)).toEqual(JSON.parse(plain.text))
    const gzipped = await get('/docs/openapi.json', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gzipped.text)).toEqual(JSON.parse(plain.text))
  })

  it('under a kilobyte go as they are', async () => {
    // No feed: nothing has changed, so the page of changes is a few bytes.
    const small = await get('/xapi/live/changes?after=0', 'gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.text)).toMatchObject({ batches: [] })
  })

  it('a body that says it is gzipped and is not is refused with a reason', async () => {
    const response = await fetch(`${server.url}/xapi/rest/betslip/placeBets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip at all',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid-request' })
  })
})
