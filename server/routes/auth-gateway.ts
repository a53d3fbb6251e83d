// The auth gateway (SPEC.md section 7, Auth gateway; docs/api.md): form-encoded posts under
// /auth/{lang}/api/plugins/, for brands whose login method is authGateway. The password step
// sets a cookie naming the step reached (server/auth/login-steps.ts); each later step requires
// the one before it, and GET /api/session (player-session.ts) ends the login.

import fastifyFormbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  checkOneTimeCode,
  checkSecurityAnswer,
  completeGatewayLogin,
  type GatewayCheckResponse,
  type GatewayLoginResponse,
  getSecurityQuestion,
  logInThroughApiLogin,
  logInThroughGateway,
  type OtpGenerateResponse,
  requestOneTimeCode,
  type SecurityQuestionResponse,
} from '../../domain/api/auth-gateway.ts'
import { otpResendLockMs } from '../../domain/validation/one-time-code.ts'
import {
  type LoginStep,
  readStep,
  type StepClaims,
  spendStep,
  stepLifetimeMs,
  writeStep,
} from '../auth/login-steps.ts'
import { createOneTimeCodes } from '../auth/one-time-codes.ts'
import { verifyPassword } from '../auth/passwords.ts'
import {
  admitFromAddress,
  attemptLimits,
  checkLimit,
  claimAttempt,
  clearAttempts,
  lockedFor,
  secondFactorLockMs,
  setLock,
} from '../auth/rate-limit.ts'
import { createTokenSealer, type TokenSealer } from '../auth/sealed-tokens.ts'
import type { ApiContext } from '../http/api-context.ts'
import { clientAddress } from '../http/client-address.ts'
import { sendError, sendLoginError } from '../http/errors.ts'
import { passwordStep } from '../http/password-step.ts'
import { sendRetryLater, sendTooManyAttempts } from '../http/retry-later.ts'
import { type OperationHandler, serve } from '../http/serve.ts'

const accepted = { success: true, status: 'SUCCESS' } as const satisfies GatewayCheckResponse

/** The second factor a player's password step leads to. */
const stepAfterPassword = {
  otp: 'otp',
  'security-question': 'question',
  none: 'verified',
} as const satisfies Record<string, LoginStep>

const answerKey = (playerId: string) => `answer:${playerId}`

export function authGatewayRoutes(app: FastifyInstance, api: ApiContext): void {
  const sealer = createTokenSealer(api.db, api.now)
  const codes = createOneTimeCodes(api.db)
  const stepOf = stepRequirement(api, sealer)

  app.register(async (scope) => {
    // The gateway's posts are form-encoded: read so here only (events.ts keeps its forms as text).
    await scope.register(fastifyFormbody)

    const authenticate: OperationHandler<
      typeof logInThroughGateway | typeof logInThroughApiLogin
    > = async (request, reply) => {
      const player = await passwordStep(api, request, reply, 'authGateway')
      if (!player) return reply
      const now = api.now()
      const { playerId, secondFactor, brandId } = player
      await writeStep(
        sealer,
        request,
        reply,
        { playerId, brandId, step: stepAfterPassword[secondFactor] },
        { now },
      )
      // otp true asks for a code, null for the security question, false for neither (§7).
      const otp = secondFactor === 'otp' ? true : secondFactor === 'none' ? false : null
      return { otp } satisfies GatewayLoginResponse
    }
    serve(scope, api, logInThroughGateway, authenticate)
    serve(scope, api, logInThroughApiLogin, authenticate)

    serve(
      scope,
      api,
      requestOneTimeCode,
      async (request, reply) => {
        const claims = claimsOf(request)
        const now = api.now()
        const issued = await codes.issue(claims.playerId, now)
        if (issued.status === 'locked')
          return sendRetryLater(
            reply,
            'otp-locked',
            'too many wrong codes: try again later',
            issued.retryAfterSeconds,
          )
        if (issued.status === 'too-early')
          return sendRetryLater(
            reply,
            'otp-too-early',
            'a code was sent a moment ago: wait before asking for another',
            issued.retryAfterSeconds,
          )
        // The step lasts while the code does, and a while after: a code typed too late is told
        // it expired, and the bettor may ask for another without starting again.
        await writeStep(sealer, request, reply, claims, {
          now,
          expiresAt: issued.expiresAt + stepLifetimeMs,
        })
        return {
          success: true,
          resendAfterSeconds: otpResendLockMs / 1000,
        } satisfies OtpGenerateResponse
      },
      { route: { preValidation: stepOf(['otp']) } },
    )

    serve(
      scope,
      api,
      checkOneTimeCode,
      async (request, reply) => {
        const claims = claimsOf(request)
        const now = api.now()
        const admitted = await admitFromAddress(api.db, clientAddress(request), now)
        if (!admitted.allowed) return sendTooManyAttempts(reply, admitted.retryAfterSeconds)
        const checked = await codes.check(claims.playerId, request.body.code, now)
        switch (checked.status) {
          case 'accepted':
            if (!(await spendStep(api.db, claims, now))) return sendStepSpent(reply)
            await writeStep(sealer, request, reply, { ...claims, step: 'verified' }, { now })
            return accepted
          case 'expired':
            return sendLoginError(
              reply,
              401,
              'otp-expired',
              'the code has expired: request a new one',
            )
          case 'locked':
            return sendRetryLater(
              reply,
              'otp-locked',
              'too many wrong codes: try again later',
              checked.retryAfterSeconds,
            )
          case 'none':
            return sendLoginError(reply, 401, 'otp-invalid', 'no code is waiting: request one')
          case 'wrong':
            return sendLoginError(reply, 401, 'otp-invalid', 'the code is not right')
        }
      },
      { route: { preValidation: stepOf(['otp']) } },
    )

    serve(
      scope,
      api,
      getSecurityQuestion,
      async (request, reply) => {
        const [player] = await api.db.query<{ security_question: string | null }>(
          'select security_question from players where id = $1',
          [claimsOf(request).playerId],
        )
        if (!player?.security_question)
          return sendError(reply, 404, 'no-security-question', 'no security question is set')
        return {
          status: 'SUCCESS',
          result: player.security_question,
        } satisfies SecurityQuestionResponse
      },
      { route: { preValidation: stepOf(['question']) } },
    )

    serve(
      scope,
      api,
      checkSecurityAnswer,
      async (request, reply) => {
        const claims = claimsOf(request)
        const now = api.now()
        const admitted = await admitFromAddress(api.db, clientAddress(request), now)
        if (!admitted.allowed) return sendTooManyAttempts(reply, admitted.retryAfterSeconds)
        const key = answerKey(claims.playerId)
        const locked = await lockedFor(api.db, key, secondFactorLockMs, now)
        if (locked > 0)
          return sendRetryLater(reply, 'answer-locked', 'too many wrong answers', locked)
        // Counted as wrong before it is checked, so answers sent at once get no more tries between
        // them than one after another; a right one takes its try back below.
        const tryLeft = await claimAttempt(api.db, key, attemptLimits.secondFactorWrongTries, now)
        if (!tryLeft.allowed)
          return sendRetryLater(
            reply,
            'answer-locked',
            'too many wrong answers',
            tryLeft.retryAfterSeconds,
          )
        const [player] = await api.db.query<{ security_answer_hash: string | null }>(
          'select security_answer_hash from players where id = $1',
          [claims.playerId],
        )
        const answer = request.body.answer.trim().toLowerCase()
        if (
          player?.security_answer_hash &&
          (await verifyPassword(answer, player.security_answer_hash))
        ) {
          await clearAttempts(api.db, key)
          if (!(await spendStep(api.db, claims, now))) return sendStepSpent(reply)
          await writeStep(sealer, request, reply, { ...claims, step: 'verified' }, { now })
          return accepted
        }
        const tries = await checkLimit(api.db, key, attemptLimits.secondFactorWrongTries, now)
        if (tries.allowed)
          return sendLoginError(reply, 401, 'wrong-answer', 'the answer is not right')
        // The answer that used the last try locks the question, as a fifth wrong code does.
        await setLock(api.db, key, now)
        await clearAttempts(api.db, key)
        return sendRetryLater(
          reply,
          'answer-locked',
          'too many wrong answers',
          Math.ceil(secondFactorLockMs / 1000),
        )
      },
      { route: { preValidation: stepOf(['question']) } },
    )

    serve(
      scope,
      api,
      completeGatewayLogin,
      async (request, reply) => {
        const claims = claimsOf(request)
        const now = api.now()
        if (!(await spendStep(api.db, claims, now))) return sendStepSpent(reply)
        await writeStep(sealer, request, reply, { ...claims, step: 'integrated' }, { now })
        return { success: true } satisfies GatewayCheckResponse
      },
      { route: { preValidation: stepOf(['verified']) } },
    )
  })
}

const stepClaims = new WeakMap<FastifyRequest, StepClaims>()

/** The step the request's cookie names, as the route's stepOf hook found it. */
function claimsOf(request: FastifyRequest): StepClaims {
  const claims = stepClaims.get(request)
  if (!claims) throw new Error(`${request.url}: a step route must require its step`)
  return claims
}

/** A step cookie replayed after it was taken to the next step: log in again. */
const sendStepSpent = (reply: FastifyReply) =>
  sendError(reply, 401, 'login-step-required', 'this login step was used already: log in again')

/**
 * A route's preValidation hook: a call without the cookie of the step before it (missing,
 * forged, expired, of another brand, or at another step) is answered 401 before its input is read.
 */
export const stepRequirement =
  (api: ApiContext, sealer: TokenSealer) =>
  (allowed: readonly LoginStep[]) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await readStep(sealer, request)
    if (claims && allowed.includes(claims.step) && claims.brandId === api.brands.brandOf(request)) {
      stepClaims.set(request, claims)
      return
    }
    await sendError(
      reply,
      401,
      'login-step-required',
      'this login step needs the one before it: log in again',
    )
    return reply
  }
