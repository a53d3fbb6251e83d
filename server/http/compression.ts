// Answers over a kilobyte go gzipped to a browser that accepts it. The live snapshot of 200
// matches is 3.8 MB of JSON and 290 KB gzipped: on a phone's network that is most of the page's
// first load. Gzip rather than brotli for answers made per request: at the same speed it is the
// cheaper of the two on the server (27 ms against 65 ms for brotli at quality 4 on the snapshot),
// and the server's time is shared by every bettor. The client's files are compressed once, at
// build time, at the highest levels (client-files.ts).

import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 })
}
