import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionClaims, TokenService } from '../auth/tokens.ts'
import { sendError } from './errors.ts'
import { type RouteDescription, routeSchema } from './route-schema.ts'

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

const sessions = new WeakMap<FastifyRequest, SessionClaims>()

/**
 * A route's preValidation hook: a call without a valid bearer token is answered 401 before its
 * input is read, so an anonymous caller learns nothing about what it sent.
 */
const requireSession =
  (tokens: TokenService) => async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await authenticate(tokens, request, reply)
    if (!claims) return reply
    sessions.set(request, claims)
  }

/** The session requireSession found for this request. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  const claims = sessions.get(request)
  if (!claims) throw new Error(`${request.url}: a route that reads the session must require it`)
  return claims
}

/**
 * The options of a route that needs the bearer token: documented as such in the OpenAPI
 * document, and refused 401 before its input is read, from this one declaration.
 */
export const authenticatedRoute = (
  tokens: TokenService,
  description: Omit<RouteDescription, 'authenticated'>,
) => ({
  schema: routeSchema({ ...description, authenticated: true }),
  preValidation: requireSession(tokens),
})
