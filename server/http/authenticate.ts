import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TokenScope } from '../auth/sessions.ts'
import type { SessionClaims, SessionKind } from '../auth/tokens.ts'
import { fault } from '../seeded-faults.ts'
import type { ApiContext } from './api-context.ts'
import { sendError } from './errors.ts'
import { logPlayer } from './request-log.ts'
import { type RouteDescription, routeSchema } from './route-schema.ts'

/** The bearer token of a request, or '' when it has none. The scheme's name has no case. */
export function bearerToken(request: { headers: { authorization?: string } }): string {
  const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')
  return match?.[1] ?? ''
}

/** What a token must be to count on this request: of this kind, and of the brand it names. */
export const scopeOf = (
  api: Pick<ApiContext, 'brands'>,
  request: FastifyRequest,
  kind: SessionKind,
): TokenScope => ({
  kind,
  brandId: fault('foreign-brand-token') ? undefined : api.brands.namedBrand(request),
})

/** What authenticated routes and sessions are read with: the sessions and the request's brand. */
export type SessionContext = Pick<ApiContext, 'sessions' | 'brands'>

/**
 * The session of a call that may be anonymous: a valid sportsbook token (of the brand the
 * request names, if it names one) gives one; a missing, stale or foreign token is simply anonymous (never a 401 that would log
 * the engine out of a refresh).
 */
export async function optionalSession(
  api: SessionContext,
  request: FastifyRequest,
): Promise<SessionClaims | undefined> {
  const token = bearerToken(request)
  const checked = token
    ? await api.sessions.check(token, scopeOf(api, request, 'sportsbook'))
    : undefined
  return checked?.status === 'valid' ? checked.claims : undefined
}

/**
 * The session of a bearer-token request, or undefined after answering 401 (or 403 locked): a
 * sportsbook token, of the brand the request names if it names one, whose session is open. With tokenOnly, the token alone
 * is read (its kind and brand are in it): the caller's own statement checks the session is open.
 */
export async function authenticate(
  api: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  tokenOnly = false,
): Promise<SessionClaims | undefined> {
  const token = bearerToken(request)
  const scope = scopeOf(api, request, 'sportsbook')
  const checked = !token
    ? ({ status: 'invalid' } as const)
    : tokenOnly
      ? await api.sessions.checkToken(token, scope)
      : await api.sessions.check(token, scope)
  if (checked.status === 'valid') {
    logPlayer(request, checked.claims.playerId)
    return checked.claims
  }
  await refuseSession(reply, checked.status, token !== '')
  return undefined
}

/** Answers a call whose session is not valid: 403 for a locked account, 401 otherwise. */
export async function refuseSession(
  reply: FastifyReply,
  status: 'invalid' | 'locked',
  hadToken = true,
): Promise<FastifyReply> {
  if (status === 'locked') return sendError(reply, 403, 'account-locked', 'account is locked')
  return sendError(
    reply,
    401,
    'unauthorized',
    hadToken ? 'the session token is invalid or expired' : 'a bearer token is required',
  )
}

const claimsOf = new WeakMap<FastifyRequest, SessionClaims>()

/**
 * A route's preValidation hook: a call without a valid bearer token is answered 401 before its
 * input is read, so an anonymous caller learns nothing about what it sent.
 */
const requireSession =
  (api: SessionContext, tokenOnly: boolean) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await authenticate(api, request, reply, tokenOnly)
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
 * document, and refused 401 (a token of another kind or brand too; or 403 for another player's
 * path, pathOwner) before its input is read, from this one declaration.
 *
 * checksSessionOpen: the handler's own first statement checks that the session is open
 * (sessionOpenSql, sessionCheckOf) and refuses it (refuseSession), so before the input only the
 * token is read, its kind and brand with it. For placement, where that saves one round trip of
 * three.
 */
export const authenticatedRoute = (
  api: SessionContext,
  description: Omit<RouteDescription, 'authenticated'>,
  options: { checksSessionOpen?: boolean } = {},
) => ({
  schema: routeSchema({ ...description, authenticated: true }),
  preValidation: requireSession(api, options.checksSessionOpen ?? false),
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
