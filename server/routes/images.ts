// GET /images?src={src}&w={width}&q={quality} (domain/api/site.ts, getImage): an image under
// public/, or one a brand uploaded (server/brands/brand-assets.ts), at the width asked. SPEC.md
// section 7's own form, /m{src}?w=&q=, answers the same: its paths have any depth, which OpenAPI
// cannot write, so it is answered and not documented. /m/ is also where the client's mobile pages
// live (/m/{lang}/...): there only a path ending in an image's extension is an image; any other
// goes on to the not-found handler, which serves the client's index.html.

import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { getImage, type ImageQuery, imageQuerySchema, isImagePath } from '../../domain/api/site.ts'
import { defaultImageQuality } from '../../domain/rules/constants.ts'
import type { SessionContext } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { jsonSchemaOf } from '../http/route-schema.ts'
import { serve } from '../http/serve.ts'
import { type ResizedImagesOptions, resizedImages } from '../images/resized-images.ts'
import { ifNoneMatch } from './if-none-match.ts'

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

const refusals = {
  'bad-path': [400, 'invalid-request'],
  'not-found': [404, 'not-found'],
  'not-an-image': [415, 'not-an-image'],
} as const

type SpecImage = FastifyRequest<{ Querystring: ImageQuery; Params: { '*': string } }>

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

  serve(app, api, getImage, (request, reply) =>
    answer(request, reply, request.query.src, request.query),
  )

  app.get(
    '/m/*',
    {
      schema: { querystring: jsonSchemaOf(imageQuerySchema), hide: true },
      // Before the query is read: a page under /m/ is not an image and its query is not ours.
      preValidation: async (request: SpecImage, reply: FastifyReply) => {
        if (!isImagePath(request.params['*'])) {
          reply.callNotFound()
          return reply
        }
      },
    },
    (request: SpecImage, reply) => answer(request, reply, request.params['*'], request.query),
  )
}
