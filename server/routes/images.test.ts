// Images at §7's URL form /m{src}?w={width}&q={quality} (the route table's getImage): resized, cached for good, never outside public/, and /m/ pages
// that are not images left to the client.

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp, { type Sharp } from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SessionContext } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { validatorCompiler } from '../http/route-schema.ts'
import { type RunningServer, startServer } from '../server.ts'
import { imageRoutes } from './images.ts'

let app: FastifyInstance
let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'images-'))
  await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .jpeg()
    .toFile(join(root, 'photo.jpg'))
  await sharp({
    create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toFile(join(root, 'small.png'))
  await writeFile(
    join(root, 'mark.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#f5c542"/></svg>',
  )
  await writeFile(join(root, 'broken.png'), 'this is text, not a PNG')
  await mkdir(join(root, 'brands'))
  await writeFile(join(root, 'brands', 'mark.svg'), await readFile(join(root, 'mark.svg')))
  app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    sendError(reply, error.statusCode ?? 500, 'invalid-request', error.message),
  )
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/m/en/')
      ? reply.type('text/html').send('<!doctype html><title>client</title>')
      : sendError(reply, 404, 'not-found', 'no route'),
  )
  // An image is anyone's: no session is read, so the routes are given none.
  imageRoutes(app, {} as SessionContext, { root })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await rm(root, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('§7 GET /m{src}?w=&q=', () => {
  it('resizes to w, as WebP when accepted, else the source kind', async () => {
    const webp = await get('/m/photo.jpg?w=96', { accept: 'image/avif,image/webp,*/*' })
    expect(webp.statusCode).toBe(200)
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: 96, height: 48 })
    const jpeg = await get('/m/photo.jpg?w=96')
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    const png = await get('/m/small.png?w=32')
    expect(png.headers['content-type']).toBe('image/png')
    expect((await sharp(png.rawPayload).metadata()).hasAlpha).toBe(true)
  })

  it('quality 75 by default; q changes the bytes and the tag', async () => {
    const accept = { accept: 'image/webp' }
    const standard = await get('/m/photo.jpg?w=200', accept)
    const same = await get('/m/photo.jpg?w=200&q=75', accept)
    const low = await get('/m/photo.jpg?w=200&q=10', accept)
    expect(same.headers.etag).toBe(standard.headers.etag)
    expect(same.rawPayload.equals(standard.rawPayload)).toBe(true)
    expect(low.headers.etag).not.toBe(standard.headers.etag)
    expect(low.rawPayload.length).toBeLessThan(standard.rawPayload.length)
    // PNG is lossless: one picture whatever q says.
    const png = await get('/m/small.png?w=32&q=50')
    expect((await get('/m/small.png?w=32&q=90')).headers.etag).toBe(png.headers.etag)
  })

  it("draws a width between the ladder's steps at the next, a quality at a step of five", async () => {
    const accept = { accept: 'image/webp' }
    const drawn = await get('/m/photo.jpg?w=128&q=80', accept)
    expect(await sharp(drawn.rawPayload).metadata()).toMatchObject({ width: 128, height: 64 })
    // A sweep of widths and qualities is one picture, not 64.
    for (let width = 97; width <= 128; width++)
      for (const quality of [78, 82]) {
        const swept = await get(`/m/photo.jpg?w=${width}&q=${quality}`, accept)
        expect(swept.headers.etag, `w=${width}&q=${quality}`).toBe(drawn.headers.etag)
      }
  })

  it('draws two pictures at a time; the rest wait their turn and are all answered', async () => {
    const toBuffer = sharp.prototype.toBuffer
    let drawing = 0
    let most = 0
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (
      this: Sharp,
      ...args: unknown[]
    ) {
      drawing += 1
      most = Math.max(most, drawing)
      const drawn = (toBuffer as (...args: unknown[]) => Promise<Buffer>).apply(this, args)
      return drawn.finally(() => {
        drawing -= 1
      })
    } as typeof toBuffer)
    try {
      const widths = [160, 192, 256, 320, 384]
      const answers = await Promise.all(
        widths.flatMap((width) =>
          [30, 60].map((quality) => get(`/m/mark.svg?w=${width}&q=${quality}`)),
        ),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
      expect(most).toBe(2)
    } finally {
      spy.mockRestore()
    }
  })

  it('never enlarges a bitmap; draws a vector at the width asked', async () => {
    const bitmap = await get('/m/small.png?w=500')
    expect((await sharp(bitmap.rawPayload).metadata()).width).toBe(64)
    const vector = await get('/m/mark.svg?w=384')
    expect(await sharp(vector.rawPayload).metadata()).toMatchObject({ width: 384, height: 192 })
    const own = await get('/m/photo.jpg')
    expect((await sharp(own.rawPayload).metadata()).width).toBe(400)
  })

  it('cached for a year by ETag; If-None-Match answers 304; Vary: Accept', async () => {
    const first = await get('/m/photo.jpg?w=120')
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.headers.vary).toMatch(/accept/i)
    const etag = String(first.headers.etag)
    const again = await get('/m/photo.jpg?w=120', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const webp = await get('/m/photo.jpg?w=120', { accept: 'image/webp', 'if-none-match': etag })
    expect(webp.statusCode).toBe(200)
  })

  it('If-None-Match: * is 304 for a picture, and a file that is none is still refused', async () => {
    const any = await get('/m/photo.jpg?w=130', { 'if-none-match': '*' })
    expect(any.statusCode).toBe(304)
    expect(any.headers.etag).toBe((await get('/m/photo.jpg?w=130')).headers.etag)
    expect((await get('/m/photo.jpg?w=130', { 'if-none-match': '*' })).statusCode).toBe(304)
    const broken = await get('/m/broken.png?w=130', { 'if-none-match': '*' })
    expect(broken.statusCode).toBe(415)
  })

  it('400: a width or quality out of bounds or not a number', async () => {
    for (const query of ['w=8', 'w=4096', 'w=abc', 'q=0', 'q=101', 'w=10.5']) {
      const response = await get(`/m/photo.jpg?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json()).toMatchObject({ code: 'invalid-request' })
    }
  })

  it('path traversal is refused, by .. or by its escapes', async () => {
    for (const url of [
      '/m/../images.test.png',
      '/m/%2e%2e/%2e%2e/etc/passwd.png',
      '/m/a/..%2F..%2Fsecret.png',
      '/m/%00.png',
    ]) {
      const response = await get(url)
      expect([400, 404], url).toContain(response.statusCode)
      expect(response.json().code, url).toBeTypeOf('string')
    }
  })

  it("src's slashes as they are, or encoded as %2F by a client generated from the document", async () => {
    const plain = await get('/m/brands/mark.svg?w=20')
    expect(plain.statusCode).toBe(200)
    const encoded = await get('/m/brands%2Fmark.svg?w=20')
    expect(encoded.statusCode).toBe(200)
    expect(encoded.rawPayload.equals(plain.rawPayload)).toBe(true)
  })

  it('404 for an unknown image; 415 for a file that is not one', async () => {
    const missing = await get('/m/brands/none/logo.png')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'not-found' })
    const broken = await get('/m/broken.png')
    expect(broken.statusCode).toBe(415)
    expect(broken.json()).toMatchObject({ code: 'not-an-image' })
  })

  it('a /m/ page that is not an image goes on to the not-found handler, its query unread', async () => {
    const page = await get('/m/en/sports?w=not-a-number')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect((await get('/m/en/maintenance')).body).toContain('client')
  })
})

describe('/m/ on the whole server, with the built client', () => {
  let server: RunningServer
  let clientDir: string

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'client-'))
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>the client</title>')
    server = await startServer({ feed: null, clientDir })
  })
  afterAll(async () => {
    await server?.close()
    await rm(clientDir, { recursive: true, force: true })
  })

  it("a mobile page is the client's index.html; an image under public/ is an image", async () => {
    for (const path of ['/m/en/sports', '/m/de/live/sport/1-FOOT?w=abc', '/m/en/maintenance']) {
      const page = await fetch(`${server.url}${path}`)
      expect(page.status, path).toBe(200)
      expect(await page.text(), path).toContain('the client')
      // A monitor asking for the headers only sees the same page.
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD' })
      expect(head.status, path).toBe(200)
      expect(head.headers.get('content-type'), path).toBe(page.headers.get('content-type'))
    }
    const logo = await fetch(`${server.url}/m/brands/demo/logo.svg?w=128`)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).width).toBe(128)
    const missing = await fetch(`${server.url}/m/brands/demo/none.png`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'not-found' })
  })
})
