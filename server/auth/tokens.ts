// Session tokens: JWE (dir + A256GCM), so the token carries the session and any process that
// shares the database can read it. The key lives in the database, made once at first start.

import { EncryptJWT, jwtDecrypt } from 'jose'
import { timeSeconds } from '../../domain/rules/constants.ts'
import type { Database } from '../db/database.ts'
import { serverSecret } from './server-secret.ts'

/** What a session is for: the sportsbook's calls, or the operator-hosted wallet's. */
export type SessionKind = 'sportsbook' | 'wallet'

const sessionKinds: readonly string[] = ['sportsbook', 'wallet'] satisfies SessionKind[]

export interface SessionClaims {
  /** A token is good only for the calls of its kind, and only on its brand (sessions.ts). */
  kind: SessionKind
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

/** The eight hours of a session (SPEC.md section 9). */
export const sessionLifetimeSeconds = timeSeconds.eightHours

/** How many tokens' claims are kept once decrypted: about one a bettor placing now. */
const rememberedTokens = 10_000

export async function createTokenService(
  db: Database,
  now = () => Date.now(),
): Promise<TokenService> {
  const key = await serverSecret(db, 'session-key')
  // A token's claims never change, so each token is decrypted once and its claims kept until it
  // expires: the decryption was a tenth of the server's CPU under the placement bench. Whether
  // its session is still open is the caller's question, asked every time.
  const remembered = new Map<string, { claims: SessionClaims; expiresAtMs: number }>()
  const remember = (token: string, claims: SessionClaims, expiresAtSeconds: number) => {
    if (remembered.size >= rememberedTokens) {
      const oldest = remembered.keys().next().value
      if (oldest !== undefined) remembered.delete(oldest)
    }
    remembered.set(token, { claims, expiresAtMs: expiresAtSeconds * 1000 })
  }
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
      const known = remembered.get(token)
      if (known) {
        if (now() < known.expiresAtMs) return known.claims
        remembered.delete(token)
        return undefined
      }
      try {
        const { payload } = await jwtDecrypt(token, key, { currentDate: new Date(now()) })
        const { kind, playerId, accountId, username, brandId, sessionId, exp } = payload
        const fields = [playerId, accountId, username, brandId, sessionId]
        if (!fields.every((value) => typeof value === 'string') || typeof exp !== 'number')
          return undefined
        if (typeof kind !== 'string' || !sessionKinds.includes(kind)) return undefined
        const claims = { kind, playerId, accountId, username, brandId, sessionId } as SessionClaims
        remember(token, claims, exp)
        return claims
      } catch {
        return undefined
      }
    },
  }
}
