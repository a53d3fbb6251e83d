// One-time codes of the auth gateway (SPEC.md sections 4 and 9): six random digits, valid 30
// minutes, sent by SMS (the outbox, in this server), at most one every 295 s. Only a keyed hash of
// the code is stored. Five wrong tries kill the code and lock the player out of codes for 15
// minutes. One row a player (one_time_codes): a new code replaces the last.

import { createHmac, randomInt } from 'node:crypto'
import { otpResendLockMs } from '../../domain/validation/one-time-code.ts'
import { otpLength } from '../../domain/validation/second-factor.ts'
import type { Database, Queryable } from '../db/database.ts'
import { attemptLimits, lockedFor, secondFactorLockMs, setLock } from './rate-limit.ts'
import { sameSecret } from './same-secret.ts'
import { serverSecret } from './server-secret.ts'

/** §9: a code is valid 30 minutes. */
export const otpValidityMs = 30 * 60_000

const wrongTriesAllowed = attemptLimits.secondFactorWrongTries.max

export type CodeIssue =
  | { status: 'issued'; code: string; expiresAt: number }
  /** A code went out less than 295 s ago. */
  | { status: 'too-early'; retryAfterSeconds: number }
  | { status: 'locked'; retryAfterSeconds: number }

export type CodeCheck =
  | { status: 'accepted' }
  /** Wrong; triesLeft before the lock. */
  | { status: 'wrong'; triesLeft: number }
  | { status: 'expired' }
  /** No code was asked for (or the last was used). */
  | { status: 'none' }
  | { status: 'locked'; retryAfterSeconds: number }

export interface OneTimeCodes {
  /** A new code for the player, stored (hashed) and written to the outbox in one transaction. */
  issue(playerId: string, now: number): Promise<CodeIssue>
  check(playerId: string, code: string, now: number): Promise<CodeCheck>
}

const at = (ms: number) => new Date(ms).toISOString()
const lockKey = (playerId: string) => `otp:${playerId}`

export function createOneTimeCodes(db: Database): OneTimeCodes {
  let key: Promise<Uint8Array> | undefined
  // Keyed, so a copy of the table alone does not give the codes away (a million values are
  // quickly tried against a plain hash).
  const hashOf = async (playerId: string, code: string) => {
    key ??= serverSecret(db, 'one-time-code-key')
    return createHmac('sha256', await key)
      .update(`${playerId}:${code}`)
      .digest('base64url')
  }

  return {
    async issue(playerId, now) {
      const locked = await lockedFor(db, lockKey(playerId), secondFactorLockMs, now)
      if (locked > 0) return { status: 'locked', retryAfterSeconds: locked }
      const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0')
      const hash = await hashOf(playerId, code)
      const expiresAt = now + otpValidityMs
      return db.transaction(async (tx) => {
        // Replaces the last code only when it went out 295 s ago or more: two calls at once
        // cannot both send one.
        const [stored] = await tx.query(
          `insert into one_time_codes (player_id, code_hash, sent_at, expires_at, wrong_attempts)
           values ($1, $2, $3, $4, 0)
           on conflict (player_id) do update
             set code_hash = excluded.code_hash, sent_at = excluded.sent_at,
               expires_at = excluded.expires_at, wrong_attempts = 0
             where one_time_codes.sent_at <= $5
           returning player_id`,
          [playerId, hash, at(now), at(expiresAt), at(now - otpResendLockMs)],
        )
        if (!stored) {
          const [last] = await tx.query<{ ms: number | string }>(
            `select floor(extract(epoch from sent_at) * 1000) as ms from one_time_codes
             where player_id = $1`,
            [playerId],
          )
          const sentAt = Number(last?.ms ?? now)
          return {
            status: 'too-early',
            retryAfterSeconds: Math.max(1, Math.ceil((sentAt + otpResendLockMs - now) / 1000)),
          } as const
        }
        await sendCode(tx, playerId, code)
        return { status: 'issued', code, expiresAt } as const
      })
    },

    async check(playerId, code, now) {
      const locked = await lockedFor(db, lockKey(playerId), secondFactorLockMs, now)
      if (locked > 0) return { status: 'locked', retryAfterSeconds: locked }
      const hash = await hashOf(playerId, code)
      return db.transaction(async (tx): Promise<CodeCheck> => {
        // Locked for the check, so tries at once are counted one after the other.
        const [row] = await tx.query<{
          code_hash: string
          expires_ms: number | string
          wrong_attempts: number
        }>(
          `select code_hash, floor(extract(epoch from expires_at) * 1000) as expires_ms,
             wrong_attempts
           from one_time_codes where player_id = $1 for update`,
          [playerId],
        )
        if (!row || row.wrong_attempts >= wrongTriesAllowed) return { status: 'none' }
        if (Number(row.expires_ms) <= now) return { status: 'expired' }
        if (sameSecret(hash, row.code_hash)) {
          // A code is good once.
          await tx.query('delete from one_time_codes where player_id = $1', [playerId])
          return { status: 'accepted' }
        }
        const wrong = row.wrong_attempts + 1
        await tx.query('update one_time_codes set wrong_attempts = $2 where player_id = $1', [
          playerId,
          wrong,
        ])
        if (wrong < wrongTriesAllowed)
          return { status: 'wrong', triesLeft: wrongTriesAllowed - wrong }
        await setLock(tx, lockKey(playerId), now)
        return { status: 'locked', retryAfterSeconds: Math.ceil(secondFactorLockMs / 1000) }
      })
    },
  }
}

/** The code goes to the player's phone by SMS, or by e-mail to a player with no phone. */
async function sendCode(tx: Queryable, playerId: string, code: string): Promise<void> {
  const [player] = await tx.query<{ phone: string | null; email: string; brand: string }>(
    `select p.phone, p.email, b.name as brand from players p join brands b on b.id = p.brand_id
     where p.id = $1`,
    [playerId],
  )
  if (!player) throw new Error(`no player ${playerId} for a one-time code`)
  const minutes = otpValidityMs / 60_000
  await tx.query(
    'insert into outbox (player_id, channel, recipient, body) values ($1, $2, $3, $4)',
    [
      playerId,
      player.phone ? 'sms' : 'email',
      player.phone ?? player.email,
      `${code} is your ${player.brand} login code. It expires in ${minutes} minutes. Never share it: ${player.brand} will never ask you for it.`,
    ],
  )
}
