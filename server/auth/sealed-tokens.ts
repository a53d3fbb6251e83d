// Short-lived encrypted tokens for the steps of a login (the gateway's step cookie, the wallet's
// game token): JWE (dir + A256GCM) as session tokens are, under a key of their own, each bound
// to its purpose so one kind can never be passed off as another. Expiry counts on api.now.

import { EncryptJWT, jwtDecrypt } from 'jose'
import type { Queryable } from '../db/database.ts'
import { serverSecret } from './server-secret.ts'

export type SealedClaims = Record<string, string>

export interface TokenSealer {
  /** A token of this purpose holding claims until expiresAt (epoch ms). */
  seal(purpose: string, claims: SealedClaims, expiresAt: number): Promise<string>
  /** The claims, or undefined for a token malformed, forged, expired or of another purpose. */
  open(purpose: string, token: string): Promise<SealedClaims | undefined>
}

export function createTokenSealer(db: Queryable, now: () => number): TokenSealer {
  let key: Promise<Uint8Array> | undefined
  const keyOf = () => {
    key ??= serverSecret(db, 'login-step-key')
    return key
  }
  return {
    async seal(purpose, claims, expiresAt) {
      return new EncryptJWT({ ...claims })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setAudience(purpose)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .encrypt(await keyOf())
    },
    async open(purpose, token) {
      if (token === '' || token.length > 4096) return undefined
      try {
        const { payload } = await jwtDecrypt(token, await keyOf(), {
          audience: purpose,
          currentDate: new Date(now()),
        })
        const claims: SealedClaims = {}
        for (const [name, value] of Object.entries(payload))
          if (typeof value === 'string' && name !== 'aud') claims[name] = value
        return claims
      } catch {
        return undefined
      }
    },
  }
}
