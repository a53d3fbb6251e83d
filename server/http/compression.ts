// Answers over a kilobyte go compressed to a browser that accepts it. The live snapshot of 200
// matches is 3.8 MB of JSON (610 KB with list markets only) and a sport's page 42 KB: on a phone's
// network that is most of a screen's wait. Brotli at quality 2, else gzip: made per request, they
// cost the server's time, which every bettor shares. On a sport's page brotli at quality 2 took
// 0.16 ms and made 4.5 KB, gzip at its default level 0.65 ms and 4.3 KB. An answer under 128 KB
// is compressed at once rather than through a stream, whose brotli encoder alone cost more than
// the page (npm run bench -- events-query: 456 requests/s through streams, 3,138 this way). The
// client's files are compressed once, at build time, at the highest levels (client-files.ts).

import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const threshold = 1024

const brotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 2,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
}

export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold,
    syncThreshold: 128 * 1024,
    brotliOptions,
  })
}

/**
 * Sends a text as the hook would have: for an answer the hook does not reach (the not-found
 * handler's, which is no route), compressed the same way, over the same kilobyte.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): FastifyReply {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (Buffer.byteLength(text) < threshold) return reply.send(text)
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(text, brotliOptions))
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(text))
  return reply.send(text)
}
