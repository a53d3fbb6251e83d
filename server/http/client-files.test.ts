// The app's page carries the choices an earlier visit kept, written into its <html> from the
// cookies (domain/site/kept-choices.ts), at every address of the app, "/" too.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../server.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'client-'))
let server: RunningServer
beforeAll(async () => {
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><link rel="icon" href="/m/icon.svg?w=64&amp;q=90" /><title>Sportsbook</title></head></html>',
  )
  server = await startServer({ feed: null, clientDir })
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const document = async (path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(response.headers.get('cache-control')).toBe('no-cache')
  expect(response.headers.get('vary')).toBe('cookie, accept-encoding')
  return response.text()
}

const page = async (path: string, cookie?: string) =>
  /<html[^>]*>/.exec(await document(path, cookie))?.[0]

/** The tab's icon and the preloaded logo a page names in its head. */
const brandImages = async (path: string, cookie?: string) => {
  const head = await document(path, cookie)
  return {
    icon: /<link rel="icon" href="([^"]*)"/.exec(head)?.[1],
    logo: /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)">/
      .exec(head)
      ?.slice(1),
  }
}

describe('Issue 11 the app page with its kept choices', () => {
  it('says it carries them, with none kept yet, at "/" and at an app address', async () => {
    expect(await page('/')).toBe('<html data-kept="" lang="en" dir="ltr">')
    expect(await page('/live/sport/')).toBe('<html data-kept="" lang="en" dir="ltr">')
  })

  it('writes the brand, the language and the native app kept in cookies', async () => {
    expect(
      await page('/m/es/live/sport/', 'sb-brand=gateway; sb-language=es; sb-native-app=1'),
    ).toBe(
      '<html data-kept="" data-kept-brand="gateway" data-kept-language="es" data-kept-native-app="1" lang="es" dir="ltr">',
    )
  })

  it('leaves out a cookie whose value the page could not have kept', async () => {
    expect(await page('/live/sport/', 'sb-brand=%22%3E%3Cscript%3E; sb-language=english')).toBe(
      '<html data-kept="" lang="en" dir="ltr">',
    )
  })

  it('Issue 38: says the language its address names, else the kept one, from the first byte', async () => {
    expect(await page('/de/live/sport/')).toBe('<html data-kept="" lang="de" dir="ltr">')
    expect(await page('/m/br/live/sport/')).toBe('<html data-kept="" lang="pt-BR" dir="ltr">')
    expect(await page('/live/sport/', 'sb-language=zh')).toBe(
      '<html data-kept="" data-kept-language="zh" lang="zh-Hans" dir="ltr">',
    )
  })
})

describe('Issue 42 the app page names its brand images before its code has run', () => {
  it("names the brand's tab icon and preloads its header logo, as the page draws them", async () => {
    expect(await brandImages('/live/sport/')).toEqual({
      icon: '/m/brands/demo/favicon.svg?w=64&amp;q=90',
      logo: [
        '/m/brands/demo/logo.svg?w=160&amp;q=90',
        '/m/brands/demo/logo.svg?w=160&amp;q=90 1x, /m/brands/demo/logo.svg?w=320&amp;q=90 2x',
      ],
    })
  })

  it('of the brand the address names, else the one kept, as the page will tell its engine', async () => {
    expect((await brandImages('/live/sport/?brand=gateway')).icon).toBe(
      '/m/brands/gateway/favicon.svg?w=64&amp;q=90',
    )
    expect((await brandImages('/live/sport/', 'sb-brand=wallet')).logo?.[0]).toBe(
      '/m/brands/wallet/logo.svg?w=170&amp;q=90',
    )
  })

  it('names none for a brand that does not exist: the page says so once its engine asks', async () => {
    expect(await brandImages('/live/sport/?brand=nope')).toEqual({
      icon: '/m/icon.svg?w=64&amp;q=90',
      logo: undefined,
    })
  })
})
