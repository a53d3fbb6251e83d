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
      const [row] = await db.query<{ account_status: string }>(
        `select p.account_status from sessions s join players p on p.id = s.player_id
         where s.id = $1 and s.player_id = $2 and s.revoked_at is null and s.expires_at > now()`,
        [claims.sessionId, claims.playerId],
      )
      if (!row) return { status: 'invalid' }
      if (row.account_status === 'locked') return { status: 'locked' }
      return { status: 'valid', claims }
    },
    async end(sessionId) {
      await db.query(
        'update sessions set revoked_at = now() where id = $1 and revoked_at is null',
        [sessionId],
      )
    },
  }
}
