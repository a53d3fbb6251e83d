// The logger every part of the server writes to: the HTTP server's (pino, through Fastify),
// passed down to what runs beside the requests (settlement, the feed, the live stream).

import type { FastifyBaseLogger } from 'fastify'

export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>
