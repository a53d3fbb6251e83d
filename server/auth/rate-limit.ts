// Rate limits on logins and second-factor tries, kept in the login_attempts table so every
// process on the database counts the same attempts. Times are the caller's clock (api.now), so
// tests can move it; a row stamped later than now (another process's moved clock) is not counted.

import { type Database, lockKeys, type Queryable } from '../db/database.ts'
import { pruneNowAndThen } from '../db/prune-now-and-then.ts'

export interface Limit {
  /** Attempts allowed within the window; the next one waits. */
  max: number
  windowMs: number
}

/**
 * The numbers, in one place. A player's failed logins: 10 in 15 minutes is more than a bettor
 * mistyping ever needs, and few enough that guessing a password online is hopeless. Every login
 * and code attempt from one address, right or wrong: 300 in 10 minutes stops one machine trying
 * many usernames, yet is far above what a shared office or mobile-carrier address sends, and
 * above what the test suites send from 127.0.0.1 at once. A wrong one-time code or security
 * answer: 5, then that factor is locked for 15 minutes (a code has a million values, so five
 * tries give a 1 in 200,000 chance). Booking codes, which anyone may make and the database keeps
 * for weeks: 60 in 10 minutes from one address, a slip shared every ten seconds, where a loop
 * stored 2,000 in 40 s.
 */
export const attemptLimits = {
  playerFailures: { max: 10, windowMs: 15 * 60_000 },
  addressAttempts: { max: 300, windowMs: 10 * 60_000 },
  secondFactorWrongTries: { max: 5, windowMs: 15 * 60_000 },
  bookingCodes: { max: 60, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>

/** How long a second factor stays locked after too many wrong tries. */
export const secondFactorLockMs = 15 * 60_000

/** Rows older than this are never counted again and are deleted. */
const keptMs = Math.max(
  secondFactorLockMs,
  ...Object.values(attemptLimits).map((limit) => limit.windowMs),
)

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const at = (ms: number) => new Date(ms).toISOString()

const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000))

/** Whether one more attempt under key fits the limit; when not, how long until one does. */
export async function checkLimit(
  db: Queryable,
  key: string,
  limit: Limit,
  now: number,
): Promise<Verdict> {
  // The attempt whose ageing out brings the count under the limit: the max-th newest.
  const [blocking] = await db.query<{ ms: number | string }>(
    `select floor(extract(epoch from attempted_at) * 1000) as ms from login_attempts
     where key = $1 and attempted_at > $2 and attempted_at <= $3
     order by attempted_at desc offset $4 limit 1`,
    [key, at(now - limit.windowMs), at(now), limit.max - 1],
  )
  if (!blocking) return { allowed: true }
  return {
    allowed: false,
    retryAfterSeconds: secondsUntil(Number(blocking.ms) + limit.windowMs, now),
  }
}

export async function recordAttempt(db: Queryable, key: string, now: number): Promise<void> {
  await db.query('insert into login_attempts (key, attempted_at) values ($1, $2)', [key, at(now)])
  await pruneNowAndThen(
    db,
    'delete from login_attempts where attempted_at < now() - make_interval(secs => $1)',
    [keptMs / 1000],
  )
}

export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_attempts where key = $1', [key])
}

/** Seconds a lock set under key still holds (0: none), for a lock of lockMs. */
export async function lockedFor(
  db: Queryable,
  key: string,
  lockMs: number,
  now: number,
): Promise<number> {
  const [row] = await db.query<{ ms: number | string | null }>(
    `select floor(extract(epoch from max(attempted_at)) * 1000) as ms from login_attempts
     where key = $1 and attempted_at > $2 and attempted_at <= $3`,
    [`lock:${key}`, at(now - lockMs), at(now)],
  )
  return row?.ms == null ? 0 : secondsUntil(Number(row.ms) + lockMs, now)
}

export async function setLock(db: Queryable, key: string, now: number): Promise<void> {
  await recordAttempt(db, `lock:${key}`, now)
}

/** Who is trying to log in: the player (brand and username, known or not) and the address. */
export interface LoginAttempt {
  brandId: string
  username: string
  address: string
}

const playerKey = (attempt: LoginAttempt) =>
  `player:${attempt.brandId}:${attempt.username.trim().toLowerCase()}`
const addressKey = (address: string) => `address:${address}`

/**
 * Counts one more attempt under key if the limit has room, in one step: the check and the count
 * under a lock of the key, so attempts sent at once cannot all pass the check before any of them
 * is counted (forty wrong passwords sent together had 29 checked against a limit of 10).
 */
export async function claimAttempt(
  db: Database,
  key: string,
  limit: Limit,
  now: number,
): Promise<Verdict> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [lockKeys.loginAttempts, key])
    const verdict = await checkLimit(tx, key, limit, now)
    if (verdict.allowed) await recordAttempt(tx, key, now)
    return verdict
  })
}

/**
 * Whether a login may be tried now: the address's attempts and the player's failures are under
 * their limits. An admitted attempt is counted against both at once, as a failure until the
 * password proves right (loginSucceeded), so tries in flight count as the wrong ones they may be.
 * Unknown usernames are limited exactly like known ones, so a 429 says nothing about which exist.
 */
export async function admitLogin(
  db: Database,
  attempt: LoginAttempt,
  now: number,
): Promise<Verdict> {
  const address = await admitFromAddress(db, attempt.address, now)
  if (!address.allowed) return address
  return claimAttempt(db, playerKey(attempt), attemptLimits.playerFailures, now)
}

/** Whether the address may try once more (a login or a second factor); counted if so. */
export async function admitFromAddress(
  db: Database,
  address: string,
  now: number,
): Promise<Verdict> {
  return claimAttempt(db, addressKey(address), attemptLimits.addressAttempts, now)
}

/** Whether the address may make one more booking code (a betslip's or a jackpot's); counted if so. */
export async function admitBookingCode(
  db: Database,
  address: string,
  now: number,
): Promise<Verdict> {
  return claimAttempt(db, `booking-code:${address}`, attemptLimits.bookingCodes, now)
}

/** A right password wipes the player's failures: a bettor who mistyped starts afresh. */
export async function loginSucceeded(db: Queryable, attempt: LoginAttempt) {
  await clearAttempts(db, playerKey(attempt))
}
