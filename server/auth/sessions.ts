// Player sessions: a JWE token (tokens.ts) names a session row, so a session can be ended
// (logout, the wallet's DELETE) and a locked account refused, by any process on the database.

import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import type { SessionClaims, TokenService } from './tokens.ts'

/** Who a session is for; the session id is added when it is opened. */
export type SessionPlayer = Omit<SessionClaims, 'sessionId'>

export type SessionKind = 'sportsbook' | 'wallet'

export type SessionCheck =
  | { status: 'valid'; claims: SessionClaims }
  /** Malformed, forged, expired or ended: 401. */
  | { status: 'invalid' }
  /** A real session of a locked account: 403. */
  | { status: 'locked' }

export interface SessionService {
  open(
    db: Queryable,
    player: SessionPlayer,
    kind?: SessionKind,
  ): Promise<{ token: string; expiresAt: number; sessionId: string }>
  check(token: string): Promise<SessionCheck>
  /**
   * The token alone, read without the database (valid or invalid, never locked): for a route
   * whose own statement checks that the session is open (sessionOpenSql, sessionCheckOf).
   */
  checkToken(token: string): Promise<SessionCheck>
  /** Ends the session; its token is refused from now on. */
  end(sessionId: string): Promise<void>
}

export function createSessionService(db: Queryable, tokens: TokenService): SessionService {
  return {
    async open(tx, player, kind = 'sportsbook') {
      const sessionId = randomUUID()
      const issued = await tokens.issue({ ...player, sessionId })
      await tx.query(
        `insert into sessions (id, player_id, kind, expires_at) values ($1, $2, $3, to_timestamp($4))`,
        [sessionId, player.playerId, kind, issued.expiresAt],
      )
      await tx.query(
        `update players set last_login_at = now(), first_login_at = coalesce(first_login_at, now())
         where id = $1`,
        [player.playerId],
      )
      return { ...issued, sessionId }
    },
    async check(token) {
      const claims = await tokens.read(token)
      if (!claims) return { status: 'invalid' }
      const [row] = await db.query<SessionRow>(
        `select p.account_status, ${sessionOpenSql('$1', 'p.id')} as session_open
         from players p where p.id = $2`,
        [claims.sessionId, claims.playerId],
      )
      return sessionCheckOf(claims, row)
    },
    async checkToken(token) {
      const claims = await tokens.read(token)
      return claims ? { status: 'valid', claims } : { status: 'invalid' }
    },
    async end(sessionId) {
      await db.query(
        'update sessions set revoked_at = now() where id = $1 and revoked_at is null',
        [sessionId],
      )
    },
  }
}

/** What a statement that checks a session reads: its player's status and whether it is open. */
export interface SessionRow {
  account_status: string
  session_open: boolean
}

/** SQL, true while the session (a parameter) of the player (an expression) is open. */
export const sessionOpenSql = (sessionId: string, playerId: string): string =>
  `exists (select 1 from sessions s where s.id = ${sessionId} and s.player_id = ${playerId}
     and s.revoked_at is null and s.expires_at > now())`

/** The check of a session whose row was read (undefined: no such player). */
export function sessionCheckOf(claims: SessionClaims, row: SessionRow | undefined): SessionCheck {
  if (!row?.session_open) return { status: 'invalid' }
  if (row.account_status === 'locked') return { status: 'locked' }
  return { status: 'valid', claims }
}
