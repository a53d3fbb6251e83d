// Images at the width a page draws them (SPEC.md section 7: /m{src}?w={width}&q={quality}): a
// file under public/ resized with sharp, never enlarged past its own pixels (a vector is drawn at
// the width asked), as WebP when the browser takes it, else PNG (transparency kept) or JPEG.
// Widths and qualities are drawn at the steps of domain/rules/constants.ts (drawnImageWidth), so
// anyone's sweep of them costs a few dozen pictures a file. Results are kept in a bounded
// in-memory LRU; the same request under way is resized once, and two at most at a time, so a
// burst of new pictures queues instead of taking every core from the bets and the stream.

import { createHash } from 'node:crypto'
import { realpath, stat } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import sharp from 'sharp'
import { drawnImageQuality, drawnImageWidth, maxImageWidth } from '../../domain/rules/constants.ts'
import { boundedCache } from '../bounded-cache.ts'
import type { NoneMatch } from '../http/if-none-match.ts'
import { inTurns } from '../in-turn.ts'

export type ImageFormat = 'webp' | 'png' | 'jpeg'

export interface ImageRequest {
  /** The path under the root, as the URL names it (/brands/demo/logo.svg). */
  path: string
  width?: number
  quality: number
}

export type ImageAnswer =
  | { status: 'ok'; body: Buffer; type: string; etag: string }
  | { status: 'not-modified'; etag: string }
  | { status: 'bad-path' | 'not-found' | 'not-an-image'; reason: string }

export interface ResizedImages {
  /**
   * known: whether the client holds this ETag already (If-None-Match): then nothing is resized.
   * Holding any (`*`) is answered only once the file is known to be a picture.
   */
  answer(
    request: ImageRequest,
    acceptsWebp: boolean,
    known: (etag: string) => NoneMatch,
  ): Promise<ImageAnswer>
}

export interface ResizedImagesOptions {
  /** The folder image paths are under (public/). */
  root: string
  /** Bytes of resized images kept; 32 MB by default. */
  maxBytes?: number
  /**
   * An image stored elsewhere than under the root, for a path no file is at (a brand's uploaded
   * logo: server/brands/brand-assets.ts). Its address names its content, so it never changes.
   */
  stored?: (path: string) => Promise<Buffer | undefined>
}

// A decompression bomb is refused before it is decoded: 40 megapixels is a 6,000 px square.
const maxInputPixels = 40_000_000
const resizesAtOnce = 2

export function resizedImages(options: ResizedImagesOptions): ResizedImages {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024
  const kept = boundedCache<string, { body: Buffer; type: string }>(maxBytes)
  const underWay = new Map<string, Promise<{ body: Buffer; type: string }>>()
  // The root as the file system has it (links resolved), for the is-it-inside check.
  const rootReal = realpath(options.root)
  const inTurn = inTurns(resizesAtOnce)

  // One huge picture would push out dozens of a page's logos and flags: it is drawn each time.
  function keep(key: string, image: { body: Buffer; type: string }): void {
    if (image.body.length <= maxBytes / 4) kept.set(key, image, image.body.length)
  }

  async function sourceOf(path: string): Promise<Source> {
    const file = await fileOf(options.root, path, await rootReal)
    if (file.status === 'ok') return { ...file, input: file.path }
    const stored = file.status === 'not-found' ? await options.stored?.(path) : undefined
    return stored ? { status: 'ok', path: `stored:${path}`, version: '', input: stored } : file
  }

  return {
    async answer(asked, acceptsWebp, known) {
      const request = {
        ...asked,
        width: asked.width === undefined ? undefined : drawnImageWidth(asked.width),
        quality: drawnImageQuality(asked.quality),
      }
      const file = await sourceOf(request.path)
      if (file.status !== 'ok') return file
      const extension = extname(request.path).toLowerCase()
      const format: ImageFormat = acceptsWebp
        ? 'webp'
        : extension === '.jpg' || extension === '.jpeg'
          ? 'jpeg'
          : 'png'
      // The file's identity and everything the answer depends on: a changed file is a new tag.
      // PNG is lossless: its quality is none, so every q is the one picture.
      const quality = format === 'png' ? '' : request.quality
      const key = `${file.path}|${file.version}|${request.width ?? ''}|${quality}|${format}`
      const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 27)}"`
      const held = known(etag)
      if (held === 'tag') return { status: 'not-modified', etag }
      let image = kept.get(key)
      if (!image) {
        let pending = underWay.get(key)
        if (!pending) {
          pending = inTurn(() => resize(file.input, extension, request, format))
          underWay.set(key, pending)
          pending.then((drawn) => keep(key, drawn)).catch(() => undefined)
          pending.finally(() => underWay.delete(key)).catch(() => undefined)
        }
        try {
          image = await pending
        } catch {
          return { status: 'not-an-image', reason: `${request.path} is not an image we can read` }
        }
      }
      return held ? { status: 'not-modified', etag } : { status: 'ok', ...image, etag }
    },
  }
}

type FileFound =
  | { status: 'ok'; path: string; version: string }
  | { status: 'bad-path' | 'not-found'; reason: string }

/** An image to resize: a file's path, or the stored image's bytes. */
type Source =
  | (FileFound & { status: 'bad-path' | 'not-found' })
  | {
      status: 'ok'
      path: string
      version: string
      input: string | Buffer
    }

/** The file a URL path names under the root: never outside it, by .. or by a link. */
async function fileOf(root: string, path: string, rootReal: string): Promise<FileFound> {
  const segments = path.split('/').filter((segment) => segment !== '')
  if (
    segments.length === 0 ||
    segments.some(
      (segment) =>
        segment === '..' || segment === '.' || segment.includes('\\') || segment.includes('\0'),
    )
  )
    return { status: 'bad-path', reason: `${path} is not a path under the site` }
  try {
    const real = await realpath(join(root, ...segments))
    if (!real.startsWith(rootReal + sep)) return { status: 'not-found', reason: `no image ${path}` }
    const stats = await stat(real)
    if (!stats.isFile()) return { status: 'not-found', reason: `no image ${path}` }
    return { status: 'ok', path: real, version: `${stats.size}-${stats.mtimeMs}` }
  } catch {
    return { status: 'not-found', reason: `no image ${path}` }
  }
}

async function resize(
  input: string | Buffer,
  extension: string,
  request: ImageRequest,
  format: ImageFormat,
): Promise<{ body: Buffer; type: string }> {
  const vector = extension === '.svg'
  const source = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
  const { width: ownWidth = 0, format: decoded } = await source.metadata()
  if (!decoded || ownWidth === 0) throw new Error('not an image')
  const width = Math.min(request.width ?? ownWidth, maxImageWidth)
  // A vector is rasterised at the density that gives the width asked, so it is sharp at any
  // width; a bitmap is only ever made smaller.
  const image = vector
    ? sharp(input, {
        density: Math.min(72 * (width / ownWidth), 2400),
        limitInputPixels: maxInputPixels,
      }).resize({ width })
    : source.resize({ width, withoutEnlargement: true })
  const body =
    format === 'webp'
      ? await image.webp({ quality: request.quality }).toBuffer()
      : format === 'jpeg'
        ? await image
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: request.quality })
            .toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer()
  return { body, type: `image/${format}` }
}
