// A 429: the Retry-After header and the body say the same whole seconds, so a browser and a
// client reading JSON wait alike.

import type { FastifyReply } from 'fastify'
import type { RetryLaterBody } from '../../domain/api/auth-gateway.ts'
import type { LoginErrorCode } from '../../domain/errors/login-problem.ts'

export function sendRetryLater(
  reply: FastifyReply,
  /** The client tells the waits apart by it (domain/errors/login-problem.ts). */
  code: LoginErrorCode | 'too-many-reports' | 'too-many-streams',
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

/** The 429 of an address that made too many booking codes (server/auth/rate-limit.ts). */
export const sendTooManyBookingCodes = (reply: FastifyReply, retryAfterSeconds: number) =>
  sendRetryLater(
    reply,
    'too-many-attempts',
    'too many booking codes from this address: try again later',
    retryAfterSeconds,
  )

/** Client reports past the address's budget (server/routes/metrics.ts): refused, not kept. */
export const sendTooManyReports = (reply: FastifyReply, retryAfterSeconds: number) =>
  sendRetryLater(
    reply,
    'too-many-reports',
    'too many reports from this address: send again later',
    retryAfterSeconds,
  )

/**
 * A live stream past the address's seats (server/live/stream-seats.ts): a seat frees when one of
 * its streams closes, which no one can foretell; the poll answers meanwhile.
 */
export const sendTooManyStreams = (reply: FastifyReply) =>
  sendRetryLater(
    reply,
    'too-many-streams',
    'too many live streams open from this address: close one, or poll /xapi/live/changes',
    30,
  )
