// A 429: the Retry-After header and the body say the same whole seconds, so a browser and a
// client reading JSON wait alike.

import type { FastifyReply } from 'fastify'
import type { RetryLaterBody } from '../../domain/api/auth-gateway.ts'

export function sendRetryLater(
  reply: FastifyReply,
  code: string,
  message: string,
  retryAfterSeconds: number,
) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ code, message, retryAfterSeconds } satisfies RetryLaterBody)
}

/** The usual 429 of a login tried too often. */
export const sendTooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) =>
  sendRetryLater(
    reply,
    'too-many-attempts',
    'too many attempts: try again later',
    retryAfterSeconds,
  )
