// Player sessions: a JWE token (tokens.ts) names a session row, so a session can be ended
// (logout, the wallet's DELETE) and a locked account refused, by any process on the database.
// A token counts only where it was issued for: its kind (a wallet session is no sportsbook
// login) and its brand, read from its claims; and a sportsbook session opened from a wallet
// session ends with it.

import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import type { SessionClaims, SessionKind, TokenService } from './tokens.ts'

/** Who a session is for; the session id and its kind are added when it is opened. */
export type SessionPlayer = Omit<SessionClaims, 'sessionId' | 'kind'>

/** Where a token is offered: the kind of call, and the brand the request names. */
export interface TokenScope {
  kind: SessionKind
  /**
   * The brand the request names (its brand header or host, BrandResolver.namedBrand); undefined
   * when it names none, where a token acts for its own brand, which is all it can act for.
   */
  brandId: string | undefined
}

/** What a sportsbook session was opened from: the wallet session and its game token's id. */
export interface GameTokenOrigin {
  walletSessionId: string
  gameTokenId: string
}

export type SessionCheck =
  | { status: 'valid'; claims: SessionClaims }
  /** Malformed, forged, expired, ended, or of another kind or brand: 401. */
  | { status: 'invalid' }
  /** A real session of a locked account: 403. */
  | { status: 'locked' }

export interface OpenedSession {
  token: string
  expiresAt: number
  sessionId: string
}

export interface SessionService {
  open(db: Queryable, player: SessionPlayer, kind?: SessionKind): Promise<OpenedSession>
  /**
   * Opens the sportsbook session of a wallet session's game token; undefined when that game
   * token has opened one already (a game token opens one session, once).
   */
  openFromGameToken(
    db: Queryable,
    player: SessionPlayer,
    origin: GameTokenOrigin,
  ): Promise<OpenedSession | undefined>
  check(token: string, scope: TokenScope): Promise<SessionCheck>
  /**
   * The token alone, read without the database (valid or invalid, never locked): for a route
   * whose own statement checks that the session is open (sessionOpenSql, sessionCheckOf). Its
   * kind and brand are in its claims, so they are checked here all the same.
   */
  checkToken(token: string, scope: TokenScope): Promise<SessionCheck>
  /**
   * Ends the session; its token, and those of the sessions opened from it, are refused from now
   * on. With a successor (a refreshed wallet session), those opened from it go on under that one.
   */
  end(sessionId: string, successor?: string): Promise<void>
}

/** Whether a token's claims are for this kind of call, on the brand the request names if any. */
export const isInScope = (claims: SessionClaims, scope: TokenScope): boolean =>
  claims.kind === scope.kind && (scope.brandId === undefined || claims.brandId === scope.brandId)

export function createSessionService(db: Queryable, tokens: TokenService): SessionService {
  const readInScope = async (token: string, scope: TokenScope) => {
    const claims = await tokens.read(token)
    return claims && isInScope(claims, scope) ? claims : undefined
  }
  const open = async (
    tx: Queryable,
    player: SessionPlayer,
    kind: SessionKind,
    origin?: GameTokenOrigin,
  ): Promise<OpenedSession | undefined> => {
    const sessionId = randomUUID()
    const issued = await tokens.issue({ ...player, kind, sessionId })
    // The game token's id is unique among sessions: a second exchange inserts nothing.
    const inserted = await tx.query(
      `insert into sessions (id, player_id, kind, expires_at, parent_id, game_token_id)
       values ($1, $2, $3, to_timestamp($4), $5, $6)
       on conflict (game_token_id) do nothing returning id`,
      [
        sessionId,
        player.playerId,
        kind,
        issued.expiresAt,
        origin?.walletSessionId ?? null,
        origin?.gameTokenId ?? null,
      ],
    )
    if (inserted.length === 0) return undefined
    await tx.query(
      `update players set last_login_at = now(), first_login_at = coalesce(first_login_at, now())
       where id = $1`,
      [player.playerId],
    )
    return { ...issued, sessionId }
  }
  return {
    async open(tx, player, kind = 'sportsbook') {
      const opened = await open(tx, player, kind)
      if (!opened) throw new Error('a session opened without a game token is always inserted')
      return opened
    },
    openFromGameToken: (tx, player, origin) => open(tx, player, 'sportsbook', origin),
    async check(token, scope) {
      const claims = await readInScope(token, scope)
      if (!claims) return { status: 'invalid' }
      const [row] = await db.query<SessionRow>(
        `select p.account_status, ${sessionOpenSql('$1', 'p.id')} as session_open
         from players p where p.id = $2`,
        [claims.sessionId, claims.playerId],
      )
      return sessionCheckOf(claims, row)
    },
    async checkToken(token, scope) {
      const claims = await readInScope(token, scope)
      return claims ? { status: 'valid', claims } : { status: 'invalid' }
    },
    async end(sessionId, successor) {
      if (successor === undefined) {
        await db.query(
          'update sessions set revoked_at = now() where id = $1 and revoked_at is null',
          [sessionId],
        )
        return
      }
      await db.query(
        `with ended as (
           update sessions set revoked_at = now() where id = $1 and revoked_at is null returning id
         )
         update sessions set parent_id = $2 where parent_id in (select id from ended)`,
        [sessionId, successor],
      )
    },
  }
}

/** What a statement that checks a session reads: its player's status and whether it is open. */
export interface SessionRow {
  account_status: string
  session_open: boolean
}

/**
 * SQL, true while the session (a parameter) of the player (an expression) is open: neither it
 * nor the wallet session it was opened from (if any) ended or expired. One statement still.
 */
export const sessionOpenSql = (sessionId: string, playerId: string): string =>
  `exists (select 1 from sessions s left join sessions w on w.id = s.parent_id
     where s.id = ${sessionId} and s.player_id = ${playerId}
       and s.revoked_at is null and s.expires_at > now()
       and (s.parent_id is null or (w.revoked_at is null and w.expires_at > now())))`

/** The check of a session whose row was read (undefined: no such player). */
export function sessionCheckOf(claims: SessionClaims, row: SessionRow | undefined): SessionCheck {
  if (!row?.session_open) return { status: 'invalid' }
  if (row.account_status === 'locked') return { status: 'locked' }
  return { status: 'valid', claims }
}
