// The second-factor forms of the login modal (SPEC.md sections 4 and 5): which form shows, and
// the messages under the one-time-code and security-answer fields.

export const otpLength = 6

export type OtpMessage =
  | 'Field should be required'
  | 'Field should be numeric'
  | 'Minimum requirement not met'
  | 'Maximum requirement not met'

/** §5 OTP input: the first rule broken, or undefined for exactly six digits. */
export const otpMessage = (code: string): OtpMessage | undefined => {
  if (code === '') return 'Field should be required'
  if (!/^\d+$/.test(code)) return 'Field should be numeric'
  if (code.length < otpLength) return 'Minimum requirement not met'
  if (code.length > otpLength) return 'Maximum requirement not met'
  return undefined
}

/** §5: submit is disabled unless the code is valid, and while a check is loading. */
export const canSubmitOtp = (code: string, loading: boolean): boolean =>
  !loading && otpMessage(code) === undefined

export type SecurityAnswerMessage = 'Field should be required'

// An answer of spaces only would be sent as nothing the server can match.
export const securityAnswerMessage = (answer: string): SecurityAnswerMessage | undefined =>
  answer.trim() === '' ? 'Field should be required' : undefined

/** §5: submit is disabled until the answer is non-empty, and while a check is loading. */
export const canSubmitSecurityAnswer = (answer: string, loading: boolean): boolean =>
  !loading && securityAnswerMessage(answer) === undefined

/** §7: the gateway accepts a one-time code (otp/validate), and likewise a security answer
 * (checkAnswer), with success true or status SUCCESS. */
export const isSecondFactorAccepted = (answer: { success?: boolean; status?: string }): boolean =>
  answer.success === true || answer.status === 'SUCCESS'

export type LoginModalForm = 'otp' | 'securityQuestion' | 'login'

/** §4: the modal shows only one form, OTP before security question before the login form. */
export const loginModalForm = (flags: {
  showOtp: boolean
  showSecurityQuestion: boolean
}): LoginModalForm => {
  if (flags.showOtp) return 'otp'
  if (flags.showSecurityQuestion) return 'securityQuestion'
  return 'login'
}
