// The auth gateway's calls (SPEC.md section 7, Auth gateway): the login, and the second factor
// it may ask for (a one-time code or a security question). Requests are form-encoded; every one
// may carry the optional product field, which names the product the bettor logs in to.

import * as v from 'valibot'
import { otpLength } from '../validation/second-factor.ts'
import { usernameSchema } from './money.ts'

const product = v.optional(v.pipe(v.string(), v.maxLength(64)))

/** The language of the /auth/{lang}/ paths, as the site writes it (en, id, pt-BR). */
export const gatewayPathSchema = v.object({
  lang: v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'a language code')),
})

/** POST .../header_login/authenticate and POST /api/login. */
export const gatewayLoginRequestSchema = v.object({
  username: usernameSchema,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  product,
})
export type GatewayLoginRequest = v.InferOutput<typeof gatewayLoginRequestSchema>

/** POST .../header_login/authenticate: otp true asks for a code, null for the security question. */
export const gatewayLoginResponseSchema = v.object({
  otp: v.optional(v.nullable(v.boolean())),
})
export type GatewayLoginResponse = v.InferOutput<typeof gatewayLoginResponseSchema>

/** The steps that take no field but product (generate, getquestion, integrate); a call may send
 * no body at all. */
export const gatewayStepRequestSchema = v.optional(v.object({ product }), {})
export type GatewayStepRequest = v.InferOutput<typeof gatewayStepRequestSchema>

/** POST .../otp/generate: the code went out; another may be asked for after resendAfterSeconds. */
export const otpGenerateResponseSchema = v.object({
  success: v.boolean(),
  resendAfterSeconds: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})
export type OtpGenerateResponse = v.InferOutput<typeof otpGenerateResponseSchema>

/** POST .../otp/validate: the code as typed, six digits (§9). */
export const otpValidateRequestSchema = v.object({
  code: v.pipe(v.string(), v.regex(new RegExp(`^\\d{${otpLength}}$`), `${otpLength} digits`)),
  product,
})
export type OtpValidateRequest = v.InferOutput<typeof otpValidateRequestSchema>

/** POST .../security_question/checkAnswer. */
export const securityAnswerRequestSchema = v.object({
  answer: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  product,
})
export type SecurityAnswerRequest = v.InferOutput<typeof securityAnswerRequestSchema>

/** POST .../security_question/getquestion: the question is the result. */
export const securityQuestionResponseSchema = v.object({
  status: v.optional(v.string()),
  result: v.string(),
})
export type SecurityQuestionResponse = v.InferOutput<typeof securityQuestionResponseSchema>

/**
 * POST .../otp/validate and POST .../security_question/checkAnswer: success, or status SUCCESS,
 * for an accepted code or answer (domain/validation/second-factor.ts reads it); integrate too.
 */
export const gatewayCheckResponseSchema = v.object({
  success: v.optional(v.boolean()),
  status: v.optional(v.string()),
})
export type GatewayCheckResponse = v.InferOutput<typeof gatewayCheckResponseSchema>

/**
 * A 429 (too many attempts, a code asked for again too soon, a locked code or answer): the
 * Retry-After header says the same seconds.
 */
export const retryLaterBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  retryAfterSeconds: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
})
export type RetryLaterBody = v.InferOutput<typeof retryLaterBodySchema>

/** GET /dev/outbox?username= (development only): the player of the request's brand. */
export const outboxQuerySchema = v.object({
  username: usernameSchema,
})

/** GET /dev/outbox: what would have gone out by SMS or e-mail, newest first. */
export const outboxResponseSchema = v.object({
  messages: v.array(
    v.object({
      channel: v.picklist(['sms', 'email']),
      recipient: v.string(),
      body: v.string(),
      /** ISO 8601. */
      createdAt: v.string(),
    }),
  ),
})
export type Outbox = v.InferOutput<typeof outboxResponseSchema>
