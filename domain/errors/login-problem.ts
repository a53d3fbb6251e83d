// What went wrong at a login step, told apart by the error codes the server answers with
// (docs/api.md, Player API and Auth gateway), so the form can say it: a wrong password, code or
// answer, a code that expired, a code asked for again too soon, and a wait with its end.

import type { ApiError } from '../api/result.ts'

/** The login steps' error codes (server/http/password-step.ts, server/routes/auth-gateway.ts). */
export type LoginErrorCode =
  | 'invalid-credentials'
  | 'account-locked'
  | 'too-many-attempts'
  | 'otp-invalid'
  | 'otp-expired'
  | 'otp-too-early'
  | 'otp-locked'
  | 'wrong-answer'
  | 'answer-locked'

export type LoginProblem =
  | { kind: 'wrong-password' | 'account-locked' | 'wrong-code' | 'expired-code' | 'wrong-answer' }
  /** A new code was asked for before the resend wait ended: the seconds it still runs. */
  | { kind: 'too-early'; secondsLeft: number }
  /** Too many tries: another may be made at until (ms since the epoch). */
  | { kind: 'locked'; until: number }

/** The problem an error names, or undefined for one the form cannot explain (a toast says it). */
export function loginProblemOf(error: ApiError, now: number): LoginProblem | undefined {
  const seconds = error.retryAfterSeconds ?? 0
  switch (error.code as LoginErrorCode | undefined) {
    case 'invalid-credentials':
      return { kind: 'wrong-password' }
    case 'account-locked':
      return { kind: 'account-locked' }
    case 'otp-invalid':
      return { kind: 'wrong-code' }
    case 'otp-expired':
      return { kind: 'expired-code' }
    case 'wrong-answer':
      return { kind: 'wrong-answer' }
    case 'otp-too-early':
      return seconds > 0 ? { kind: 'too-early', secondsLeft: seconds } : undefined
    case 'too-many-attempts':
    case 'otp-locked':
    case 'answer-locked':
      return seconds > 0 ? { kind: 'locked', until: now + seconds * 1_000 } : undefined
    default:
      return undefined
  }
}
