import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionClaims, TokenService } from '../auth/tokens.ts'
import { sendError } from './errors.ts'

/** The session of a bearer-token request, or undefined after answering 401. */
export async function authenticate(
  tokens: TokenService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionClaims | undefined> {
  const header = request.headers.authorization
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
  const claims = token ? await tokens.read(token) : undefined
  if (!claims) {
    await sendError(
      reply,
      401,
      'unauthorized',
      token ? 'the session token is invalid or expired' : 'a bearer token is required',
    )
    return undefined
  }
  return claims
}
