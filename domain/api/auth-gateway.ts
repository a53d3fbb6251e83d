// The auth gateway's answers (SPEC.md section 7, Auth gateway): the login, and the second factor
// it may ask for (a one-time code or a security question).

import * as v from 'valibot'

/** POST .../header_login/authenticate: otp true asks for a code, null for the security question. */
export const gatewayLoginResponseSchema = v.object({
  otp: v.optional(v.nullable(v.boolean())),
})
export type GatewayLoginResponse = v.InferOutput<typeof gatewayLoginResponseSchema>

/** POST .../security_question/getquestion: the question is the result. */
export const securityQuestionResponseSchema = v.object({
  status: v.optional(v.string()),
  result: v.string(),
})
export type SecurityQuestionResponse = v.InferOutput<typeof securityQuestionResponseSchema>

/**
 * POST .../otp/validate and POST .../security_question/checkAnswer: success, or status SUCCESS,
 * for an accepted code or answer (domain/validation/second-factor.ts reads it).
 */
export const gatewayCheckResponseSchema = v.object({
  success: v.optional(v.boolean()),
  status: v.optional(v.string()),
})
export type GatewayCheckResponse = v.InferOutput<typeof gatewayCheckResponseSchema>
