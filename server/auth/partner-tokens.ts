// The partner tokens a session hands the sportsbook's partners (SPEC.md section 3: icore, the
// Betradar virtuals, esports, Kiron, the scout and Powerball): a JWT signed with HMAC-SHA256
// under a key of each partner's own, derived from one server secret, so each partner can verify
// its token (and only its own) and read whom it is for until the session expires.

import { hkdfSync } from 'node:crypto'
import { SignJWT } from 'jose'
import { type Partner, partners } from '../../domain/rules/partner-products.ts'
import type { Queryable } from '../db/database.ts'
import { serverSecret } from './server-secret.ts'

export interface PartnerPlayer {
  playerId: string
  brandId: string
}

export interface PartnerTokens {
  /** Each partner's token for the player, valid until expiresAt (epoch seconds). */
  issue(player: PartnerPlayer, expiresAt: number): Promise<Record<Partner, string>>
  /** One partner's token for the player (a launch of that partner's product). */
  issueFor(partner: Partner, player: PartnerPlayer, expiresAt: number): Promise<string>
  /** The key a partner is given to verify its tokens with (HS256). */
  keyOf(partner: Partner): Promise<Uint8Array>
}

export function createPartnerTokens(db: Queryable, now: () => number): PartnerTokens {
  let master: Promise<Uint8Array> | undefined
  const keyOf = async (partner: Partner) => {
    master ??= serverSecret(db, 'partner-key')
    return new Uint8Array(hkdfSync('sha256', await master, 'partner tokens', partner, 32))
  }
  const issueFor = async (partner: Partner, player: PartnerPlayer, expiresAt: number) =>
    new SignJWT({ brand: player.brandId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(player.playerId)
      .setAudience(partner)
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(expiresAt)
      .sign(await keyOf(partner))
  return {
    keyOf,
    issueFor,
    async issue(player, expiresAt) {
      const tokens = await Promise.all(
        partners.map((partner) => issueFor(partner, player, expiresAt)),
      )
      return Object.fromEntries(
        partners.map((partner, index) => [partner, tokens[index] as string]),
      ) as Record<Partner, string>
    },
  }
}
