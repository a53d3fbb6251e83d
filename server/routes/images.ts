// GET /m{src}?w={width}&q={quality} (SPEC.md section 7, Other): an image under public/, or one a
// brand uploaded (server/brands/brand-assets.ts), at the width asked. /m/ is also where the
// client's mobile pages live (/m/{lang}/...): only a path ending in an image's extension is an
// image; any other goes on to the not-found handler, which serves the client's index.html.

import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { type ImageQuery, imageQuerySchema } from '../../domain/api/site.ts'
import { defaultImageQuality } from '../../domain/rules/constants.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'
import {
  imageExtensions,
  type ResizedImagesOptions,
  resizedImages,
} from '../images/resized-images.ts'
import { ifNoneMatch } from './if-none-match.ts'

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

const refusals = {
  'bad-path': [400, 'invalid-request'],
  'not-found': [404, 'not-found'],
  'not-an-image': [415, 'not-an-image'],
} as const

/** The answer is the image itself, documented by its media types rather than as JSON. */
export const withImageAnswer = (
  schema: FastifySchema,
  description = 'The image at the width asked',
  types: readonly string[] = ['image/webp', 'image/png', 'image/jpeg'],
): FastifySchema => ({
  ...schema,
  response: {
    ...(schema.response as object),
    200: {
      description,
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    },
  },
})

const isImagePath = (path: string) =>
  (imageExtensions as readonly string[]).includes(extname(path).toLowerCase())

export function imageRoutes(
  app: FastifyInstance,
  options: { root?: string; stored?: ResizedImagesOptions['stored'] } = {},
): void {
  const images = resizedImages({ ...options, root: options.root ?? publicDir })
  app.get<{ Querystring: ImageQuery; Params: { '*': string } }>(
    '/m/*',
    {
      schema: withImageAnswer(
        routeSchema({
          summary:
            'An image under the site at a width (w 16 to 2048, q 1 to 100, 75 by default): WebP when accepted, else PNG or JPEG; cached for a year',
          tags: ['Other'],
          querystring: imageQuerySchema,
          response: {},
        }),
      ),
      // Before the query is read: a page under /m/ is not an image and its query is not ours.
      preValidation: async (
        request: FastifyRequest<{ Params: { '*': string } }>,
        reply: FastifyReply,
      ) => {
        if (!isImagePath(request.params['*'])) {
          reply.callNotFound()
          return reply
        }
      },
    },
    async (request, reply) => {
      const path = request.params['*']
      const accept = request.headers.accept ?? ''
      const answer = await images.answer(
        { path, width: request.query.w, quality: request.query.q ?? defaultImageQuality },
        /\bimage\/webp\b/.test(accept),
        (etag) => ifNoneMatch(request, etag),
      )
      reply.header('vary', 'accept')
      if ('reason' in answer) {
        const [status, code] = refusals[answer.status]
        return sendError(reply, status, code, answer.reason)
      }
      // The URL names the width and quality, and a changed file gets a new ETag: cached for good.
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', answer.etag)
      if (answer.status === 'not-modified') return reply.code(304).send()
      return reply.type(answer.type).send(answer.body)
    },
  )
}
