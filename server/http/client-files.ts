// The built client as a phone should get it: each text file in the compressed form the browser
// accepts (the build writes its .br and .gz beside it: vite.config.ts, precompress), the files
// named by their content's hash kept for a year, and the rest (index.html first of all) asked
// again each time, so a release reaches every bettor on their next load.

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Vite names what it writes to assets/ by its content's hash: a new build, a new name. */
export function clientCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

export async function serveClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', clientCacheControl(path)),
  })
}
