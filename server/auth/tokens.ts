// Session tokens: JWE (dir + A256GCM), so the token carries the session and any process that
// shares the database can read it. The key lives in the database, made once at first start.

import { EncryptJWT, jwtDecrypt } from 'jose'
import type { Database } from '../db/database.ts'
import { serverSecret } from './server-secret.ts'

export interface SessionClaims {
  playerId: string
  accountId: string
  username: string
  brandId: string
  /** The sessions row (sessions.ts) that must still be open for the token to count. */
  sessionId: string
}

export interface TokenService {
  issue(claims: SessionClaims): Promise<{ token: string; expiresAt: number }>
  /** The claims, or undefined for a token that is malformed, forged or expired. */
  read(token: string): Promise<SessionClaims | undefined>
}

export const sessionLifetimeSeconds = 8 * 3600

export async function createTokenService(
  db: Database,
  now = () => Date.now(),
): Promise<TokenService> {
  const key = await serverSecret(db, 'session-key')
  return {
    async issue(claims) {
      const expiresAt = Math.floor(now() / 1000) + sessionLifetimeSeconds
      const token = await new EncryptJWT({ ...claims })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .encrypt(key)
      return { token, expiresAt }
    },
    async read(token) {
      try {
        const { payload } = await jwtDecrypt(token, key, { currentDate: new Date(now()) })
        const { playerId, accountId, username, brandId, sessionId } = payload
        const fields = [playerId, accountId, username, brandId, sessionId]
        if (fields.every((value) => typeof value === 'string'))
          return { playerId, accountId, username, brandId, sessionId } as SessionClaims
        return undefined
      } catch {
        return undefined
      }
    },
  }
}
