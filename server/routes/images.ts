// GET /m{src}?w={width}&q={quality} (SPEC.md section 7; domain/api/site.ts, getImage): an image
// under public/, or one a brand uploaded (server/brands/brand-assets.ts), at the width asked. /m/
// is also where the client's mobile pages live (/m/{lang}/...): there only a path ending in an
// image's extension is an image; any other goes on to the not-found handler, which serves the
// client's index.html.

import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { getImage, type ImageQuery, isImagePath } from '../../domain/api/site.ts'
import { defaultImageQuality } from '../../domain/rules/constants.ts'
import type { SessionContext } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { ifNoneMatch } from '../http/if-none-match.ts'
import { serve } from '../http/serve.ts'
import { type ResizedImagesOptions, resizedImages } from '../images/resized-images.ts'

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

const refusals = {
  'bad-path': [400, 'invalid-request'],
  'not-found': [404, 'not-found'],
  'not-an-image': [415, 'not-an-image'],
} as const

export function imageRoutes(
  app: FastifyInstance,
  api: SessionContext,
  options: { root?: string; stored?: ResizedImagesOptions['stored'] } = {},
): void {
  const images = resizedImages({ ...options, root: options.root ?? publicDir })

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    { w, q }: ImageQuery,
  ): Promise<FastifyReply> {
    const accept = request.headers.accept ?? ''
    const answered = await images.answer(
      { path, width: w, quality: q ?? defaultImageQuality },
      /\bimage\/webp\b/.test(accept),
      (etag) => ifNoneMatch(request, etag),
    )
    reply.header('vary', 'accept')
    if ('reason' in answered) {
      const [status, code] = refusals[answered.status]
      return sendError(reply, status, code, answered.reason)
    }
    // The URL names the width and quality, and a changed file gets a new ETag: cached for good.
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', answered.etag)
    if (answered.status === 'not-modified') return reply.code(304).send()
    return reply.type(answered.type).send(answered.body)
  }

  serve(
    app,
    api,
    getImage,
    (request, reply) => answer(request, reply, `/${request.params.src}`, request.query),
    {
      route: {
        // Before the query is read: a page under /m/ is not an image and its query is not ours.
        preValidation: async (request, reply) => {
          if (!isImagePath((request.params as { src: string }).src)) {
            reply.callNotFound()
            return reply
          }
        },
      },
    },
  )
}
