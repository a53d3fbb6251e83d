import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionService } from '../auth/sessions.ts'
import type { SessionClaims } from '../auth/tokens.ts'
import { sendError } from './errors.ts'
import { type RouteDescription, routeSchema } from './route-schema.ts'

/** The bearer token of a request, or '' when it has none. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
}

/**
 * The session of a call that may be anonymous: a valid bearer token gives one; a missing or
 * stale token is simply anonymous (never a 401 that would log the engine out of a refresh).
 */
export async function optionalSession(
  sessions: SessionService,
  request: FastifyRequest,
): Promise<SessionClaims | undefined> {
  const token = bearerToken(request)
  const checked = token ? await sessions.check(token) : undefined
  return checked?.status === 'valid' ? checked.claims : undefined
}

/** The session of a bearer-token request, or undefined after answering 401 (or 403 locked). */
export async function authenticate(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionClaims | undefined> {
  const token = bearerToken(request)
  const checked = token ? await sessions.check(token) : ({ status: 'invalid' } as const)
  if (checked.status === 'valid') return checked.claims
  if (checked.status === 'locked')
    await sendError(reply, 403, 'account-locked', 'account is locked')
  else
    await sendError(
      reply,
      401,
      'unauthorized',
      token ? 'the session token is invalid or expired' : 'a bearer token is required',
    )
  return undefined
}

const claimsOf = new WeakMap<FastifyRequest, SessionClaims>()

/**
 * A route's preValidation hook: a call without a valid bearer token is answered 401 before its
 * input is read, so an anonymous caller learns nothing about what it sent.
 */
const requireSession =
  (sessions: SessionService) => async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await authenticate(sessions, request, reply)
    if (!claims) return reply
    claimsOf.set(request, claims)
    // Before the input is read too: another player's path is 403 whatever the body says, and a
    // route cannot forget the check by leaving ownsPath out of its handler.
    const owner = pathOwner(request.routeOptions.url ?? '', request.params)
    if (!(await ownsPath(request, reply, owner))) return reply
  }

/**
 * The player a route's path names: its username, accountId or playerId parameter, or an id
 * right after an account segment (/xapi/rest/accounts/:id/info, /xapi/bet/account/:id/...).
 */
export function pathOwner(
  routeUrl: string,
  params: unknown,
): { username?: string; accountId?: string; playerId?: string } {
  const named = (params ?? {}) as Record<string, string | undefined>
  const accountIdParam = /\/accounts?\/:id(\/|$)/.test(routeUrl) ? named.id : undefined
  const accountId = named.accountId ?? accountIdParam
  return {
    ...(named.username !== undefined ? { username: named.username } : {}),
    ...(accountId !== undefined ? { accountId } : {}),
    ...(named.playerId !== undefined ? { playerId: named.playerId } : {}),
  }
}

/** The session requireSession found for this request. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  const claims = claimsOf.get(request)
  if (!claims) throw new Error(`${request.url}: a route that reads the session must require it`)
  return claims
}

/**
 * The options of a route that needs the bearer token: documented as such in the OpenAPI
 * document, and refused 401 (or 403 for another player's path, pathOwner) before its input is
 * read, from this one declaration.
 */
export const authenticatedRoute = (
  sessions: SessionService,
  description: Omit<RouteDescription, 'authenticated'>,
) => ({
  schema: routeSchema({ ...description, authenticated: true }),
  preValidation: requireSession(sessions),
})

/**
 * Whether a player-scoped path names the caller (by username or account id); answers 403 when
 * it names anyone else. Every path that takes a username or an account id goes through here.
 */
export async function ownsPath(
  request: FastifyRequest,
  reply: FastifyReply,
  path: { username?: string; accountId?: string; playerId?: string },
): Promise<boolean> {
  const session = sessionOf(request)
  const mismatched =
    (path.username !== undefined && path.username !== session.username) ||
    (path.accountId !== undefined && path.accountId !== session.accountId) ||
    (path.playerId !== undefined && path.playerId !== session.playerId)
  if (!mismatched) return true
  await sendError(reply, 403, 'forbidden', 'this belongs to another player')
  return false
}
