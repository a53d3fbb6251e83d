// The auth gateway's login steps, carried between its calls in an httpOnly cookie holding a
// sealed token (sealed-tokens.ts) that names the player and the step reached. The server keeps
// no state between the steps, so any process can take the next one, and no step can be skipped:
// each call requires the step before it.

import type { FastifyReply, FastifyRequest } from 'fastify'
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
  if (!claims?.playerId || !claims.brandId || !step) return undefined
  return { playerId: claims.playerId, brandId: claims.brandId, step }
}

/** Sets the step cookie; it lasts until expiresAt (epoch ms, by the same clock as now). */
export async function writeStep(
  sealer: TokenSealer,
  request: FastifyRequest,
  reply: FastifyReply,
  claims: StepClaims,
  times: { now: number; expiresAt?: number },
): Promise<void> {
  const expiresAt = times.expiresAt ?? times.now + stepLifetimeMs
  const token = await sealer.seal(purpose, { ...claims }, expiresAt)
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
