// The auth gateway's login steps, carried between its calls in an httpOnly cookie holding a
// sealed token (sealed-tokens.ts) that names the player and the step reached. No step can be
// skipped (each call requires the step before it) and none taken twice: a step taken to the next
// is spent, in the database every process shares, so any process can take the next one and a
// copy of a cookie replayed later, even after a logout, opens nothing.

import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Queryable } from '../db/database.ts'
import { pruneNowAndThen } from '../db/prune-now-and-then.ts'
import type { TokenSealer } from './sealed-tokens.ts'

/**
 * What the player has passed: the password, and then a second factor is awaited (otp, question)
 * or none is needed (verified); integrated once the gateway hands over to the sportsbook.
 */
export type LoginStep = 'otp' | 'question' | 'verified' | 'integrated'

const steps: readonly LoginStep[] = ['otp', 'question', 'verified', 'integrated']

export interface StepClaims {
  playerId: string
  brandId: string
  step: LoginStep
  /** This step's own id, which spendStep records. */
  id: string
}

export const stepCookieName = 'login_step'

/** A step must be taken within 15 minutes of the one before. */
export const stepLifetimeMs = 15 * 60_000

const purpose = 'gateway-login-step'

export async function readStep(
  sealer: TokenSealer,
  request: FastifyRequest,
): Promise<StepClaims | undefined> {
  const token = request.cookies[stepCookieName]
  const claims = token === undefined ? undefined : await sealer.open(purpose, token)
  const step = steps.find((known) => known === claims?.step)
  if (!claims?.playerId || !claims.brandId || !claims.id || !step) return undefined
  return { playerId: claims.playerId, brandId: claims.brandId, step, id: claims.id }
}

/**
 * Sets the step cookie, a step with an id of its own; it lasts until expiresAt (epoch ms, by the
 * same clock as now).
 */
export async function writeStep(
  sealer: TokenSealer,
  request: FastifyRequest,
  reply: FastifyReply,
  { playerId, brandId, step }: Omit<StepClaims, 'id'>,
  times: { now: number; expiresAt?: number },
): Promise<void> {
  const expiresAt = times.expiresAt ?? times.now + stepLifetimeMs
  const claims = { playerId, brandId, step, id: randomUUID() } satisfies StepClaims
  const token = await sealer.seal(purpose, claims, expiresAt)
  reply.setCookie(stepCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: Math.ceil((expiresAt - times.now) / 1000),
  })
}

export function clearStep(reply: FastifyReply): void {
  reply.clearCookie(stepCookieName, { path: '/' })
}

/**
 * How long a spent step is remembered: longer than any step cookie lasts (an OTP step lasts while
 * its code does, 30 minutes, and a step's lifetime after).
 */
const spentKeptMs = 60 * 60_000

/**
 * Spends the step as it is taken to the next one (or to the session): true the first time, false
 * for a step spent already.
 */
export async function spendStep(db: Queryable, claims: StepClaims, now: number): Promise<boolean> {
  const [spent] = await db.query(
    `insert into spent_login_steps (id, expires_at) values ($1, $2)
     on conflict (id) do nothing returning id`,
    [claims.id, new Date(now + spentKeptMs).toISOString()],
  )
  await pruneNowAndThen(db, 'delete from spent_login_steps where expires_at < now()')
  return spent !== undefined
}
