// The auth gateway's calls (SPEC.md section 7, Auth gateway): the login, and the second factor
// it may ask for (a one-time code or a security question). Requests are form-encoded; every one
// may carry the optional product field, which names the product the bettor logs in to.

import * as v from 'valibot'
import { otpLength } from '../validation/second-factor.ts'
import { usernameSchema } from './money.ts'
import { operation } from './operation.ts'
import { passwordStepRefusals } from './player-login.ts'

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

const tags = ['Auth gateway']

/** The gateway's steps live under the site's language: /auth/{lang}/api/plugins/. */
const plugins = '/auth/{lang}/api/plugins'

/** Every step but the first needs the login-step cookie of the one before it. */
const stepRequired = ['login-step-required'] as const

const passwordStep = {
  method: 'POST',
  tags,
  caller: 'anyone',
  form: true,
  body: gatewayLoginRequestSchema,
  answers: { 200: gatewayLoginResponseSchema },
  errors: passwordStepRefusals,
} as const

const passwordStepDescription =
  'The first step of a gateway login, for brands whose login method is authGateway. It sets the login-step cookie the next step needs (send it back: the calls are made with credentials). otp true: ask for a one-time code next (otp/generate); null: answer the security question (security_question/getquestion); false: no second factor, integrate next. A 429 says in retryAfterSeconds (and Retry-After) when to try again.'

export const logInThroughGateway = operation({
  ...passwordStep,
  operationId: 'logInThroughGateway',
  path: `${plugins}/component/route/header_login/authenticate`,
  summary:
    'Password step: sets the login-step cookie; otp true asks for a one-time code, null for the security question, false for neither',
  description: passwordStepDescription,
  params: gatewayPathSchema,
})

export const logInThroughApiLogin = operation({
  ...passwordStep,
  operationId: 'logInThroughApiLogin',
  path: '/api/login',
  summary: 'Password step, as one brand calls it: the same as header_login/authenticate',
  description: passwordStepDescription,
})

export const requestOneTimeCode = operation({
  operationId: 'requestOneTimeCode',
  method: 'POST',
  path: `${plugins}/component/route/otp/generate`,
  summary: 'Sends a one-time code by SMS (valid 30 minutes); another may be asked for 295 s later',
  description:
    "Needs the password step's cookie at otp. Asked again before resendAfterSeconds, or while wrong codes have locked codes, it is refused 429 with the seconds left.",
  tags,
  caller: 'anyone',
  form: true,
  params: gatewayPathSchema,
  body: gatewayStepRequestSchema,
  answers: { 200: otpGenerateResponseSchema },
  errors: {
    400: ['invalid-request'],
    401: stepRequired,
    429: ['otp-too-early', 'otp-locked'],
  },
})

export const checkOneTimeCode = operation({
  operationId: 'checkOneTimeCode',
  method: 'POST',
  path: `${plugins}/component/route/otp/validate`,
  summary: 'Checks the one-time code; five wrong codes lock codes for 15 minutes',
  description:
    'Accepted (success true), the cookie moves on to verified: integrate next. An expired code is told apart from a wrong one, so the client offers a new code.',
  tags,
  caller: 'anyone',
  form: true,
  params: gatewayPathSchema,
  body: otpValidateRequestSchema,
  answers: { 200: gatewayCheckResponseSchema },
  errors: {
    400: ['invalid-request'],
    401: [...stepRequired, 'otp-invalid', 'otp-expired'],
    429: ['too-many-attempts', 'otp-locked'],
  },
})

export const getSecurityQuestion = operation({
  operationId: 'getSecurityQuestion',
  method: 'POST',
  path: `${plugins}/component/route/security_question/getquestion`,
  summary: "The player's security question, as the result",
  description: "Needs the password step's cookie at the question step (otp null).",
  tags,
  caller: 'anyone',
  form: true,
  params: gatewayPathSchema,
  body: gatewayStepRequestSchema,
  answers: { 200: securityQuestionResponseSchema },
  errors: { 400: ['invalid-request'], 401: stepRequired, 404: ['no-security-question'] },
})

export const checkSecurityAnswer = operation({
  operationId: 'checkSecurityAnswer',
  method: 'POST',
  path: `${plugins}/component/route/security_question/checkAnswer`,
  summary:
    'Checks the answer (without case or surrounding spaces); five wrong answers lock it for 15 minutes',
  description: 'Accepted (status SUCCESS), the cookie moves on to verified: integrate next.',
  tags,
  caller: 'anyone',
  form: true,
  params: gatewayPathSchema,
  body: securityAnswerRequestSchema,
  answers: { 200: gatewayCheckResponseSchema },
  errors: {
    400: ['invalid-request'],
    401: [...stepRequired, 'wrong-answer'],
    429: ['too-many-attempts', 'answer-locked'],
  },
})

export const completeGatewayLogin = operation({
  operationId: 'completeGatewayLogin',
  method: 'POST',
  path: `${plugins}/module/route/als_integration/integrate`,
  summary: 'Hands the verified login to the sportsbook: GET /api/session comes next',
  tags,
  caller: 'anyone',
  form: true,
  params: gatewayPathSchema,
  body: gatewayStepRequestSchema,
  answers: { 200: gatewayCheckResponseSchema },
  errors: { 400: ['invalid-request'], 401: stepRequired },
})

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
