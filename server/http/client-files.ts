// The built client as a phone should get it: each text file in the compressed form the browser
// accepts (the build writes its .br and .gz beside it: vite.config.ts, precompress), the files
// named by their content's hash kept for a year, and the rest (index.html first of all) asked
// again each time, so a release reaches every bettor on their next load.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { faviconHref, logoSources } from '../../domain/brand/brand-images.ts'
import type { BrandLogo } from '../../domain/player/site-settings.ts'
import { defaultLocale, languageTag, locales, textDirection } from '../../domain/rules/locales.ts'
import { keptAttributes } from '../../domain/site/kept-choices.ts'
import { sendCompressed } from './compression.ts'
import { pageNonce } from './security-headers.ts'

/** Vite names what it writes to assets/ by its content's hash: a new build, a new name. */
export function clientCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

export async function serveClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    // "/" is the app's page like any other address (sendAppPage), not the file as built.
    index: false,
    setHeaders: (reply, path) => reply.header('cache-control', clientCacheControl(path)),
  })
}

/** The brand's images a page shows at first: its logo and its tab's icon. */
export interface BrandImages {
  logo: BrandLogo
  favicon_url: string
}

/**
 * The app's page for any of its addresses: index.html, with the choices the page keeps written
 * into its <html> (domain/site/kept-choices.ts), so that it reads them from its own document
 * rather than from storage or cookies at start, and with its policy's nonce, which the external
 * header's frame document carries (src/header/ExternalHeader.tsx). With its brand's images, the
 * page names its tab's icon and preloads its header's logo: the page learns them from the brand's
 * settings, which its engine loads once its code has come, and asked for then they were the last
 * requests before the first screen was drawn on a slow phone, a round trip after all the rest.
 */
export async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  clientDir: string,
  brandImages?: BrandImages,
): Promise<FastifyReply> {
  const kept = keptAttributes(request.cookies)
  const html = await readFile(join(clientDir, 'index.html'), 'utf8')
  reply
    .header('cache-control', clientCacheControl('index.html'))
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8')
  const locale = pageLocale(request)
  // The page says its language from its first byte (WCAG 3.1.1), not once its code has run.
  const page = html
    .replace(/<html(?=[\s>])/i, `<html${kept}`)
    .replace(
      /(<html[^>]*?) lang="[^"]*"/i,
      `$1 lang="${languageTag(locale)}" dir="${textDirection(locale)}"`,
    )
    .replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${pageNonce(request)}">`)
  return sendCompressed(request, reply, brandImages ? withBrandImages(page, brandImages) : page)
}

function withBrandImages(page: string, { logo, favicon_url }: BrandImages): string {
  const { src, srcSet } = logoSources(logo)
  const preload = `<link rel="preload" as="image" href="${attribute(src)}" imagesrcset="${attribute(`${src} 1x, ${srcSet}`)}">`
  return page
    .replace(
      /(<link rel="icon"[^>]*? href=")[^"]*(")/i,
      `$1${attribute(faviconHref(favicon_url))}$2`,
    )
    .replace(/<\/title>/i, `</title>${preload}`)
}

/** A value as an HTML attribute's, in double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page's locale as its address names it (/m/{lang}/, /{lang}/), else as kept, else English. */
function pageLocale(request: FastifyRequest): string {
  const [first, second] = (request.url.split('?')[0] ?? '').split('/').slice(1)
  const named = first === 'm' ? second : first
  const offered = (locale: string | undefined): locale is string =>
    locale !== undefined && (locales as readonly string[]).includes(locale)
  return [named, request.cookies['sb-language']].find(offered) ?? defaultLocale
}
