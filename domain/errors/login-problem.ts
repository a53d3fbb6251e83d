// What went wrong at a login step, told apart by the error codes the server answers with
// (docs/api.md, Player API and Auth gateway), so the form can say it: a wrong password, code or
// answer, a code that expired, a code asked for again too soon, and a wait with its end.

import type {
  checkOneTimeCode,
  checkSecurityAnswer,
  completeGatewayLogin,
  getSecurityQuestion,
  logInThroughGateway,
  requestOneTimeCode,
} from '../api/auth-gateway.ts'
import type { ErrorCodeOf } from '../api/operation.ts'
import type { logInToWallet } from '../api/operator-wallet.ts'
import type { logIn } from '../api/player-login.ts'
import type { ApiError } from '../api/result.ts'

/** The codes a login step may be refused with: those its route-table entries list. */
export type LoginErrorCode =
  | ErrorCodeOf<typeof logIn>
  | ErrorCodeOf<typeof logInThroughGateway>
  | ErrorCodeOf<typeof requestOneTimeCode>
  | ErrorCodeOf<typeof checkOneTimeCode>
  | ErrorCodeOf<typeof getSecurityQuestion>
  | ErrorCodeOf<typeof checkSecurityAnswer>
  | ErrorCodeOf<typeof completeGatewayLogin>
  | ErrorCodeOf<typeof logInToWallet>

export type LoginProblem =
  | { kind: 'wrong-password' | 'account-locked' | 'wrong-code' | 'expired-code' | 'wrong-answer' }
  /** A new code was asked for before the resend wait ended: the seconds it still runs. */
  | { kind: 'too-early'; secondsLeft: number }
  /** Too many tries: another may be made at until (ms since the epoch). */
  | { kind: 'locked'; until: number }

type Reading = (seconds: number, now: number) => LoginProblem | undefined

const locked: Reading = (seconds, now) =>
  seconds > 0 ? { kind: 'locked', until: now + seconds * 1_000 } : undefined
/** A refusal the form cannot explain: a toast says it. */
const unexplained: Reading = () => undefined

/**
 * What each code tells the bettor. Every code a login entry lists is here, so a code added to an
 * entry is a type error until the form is told what it means.
 */
const problems: Record<LoginErrorCode, Reading> = {
  'invalid-credentials': () => ({ kind: 'wrong-password' }),
  'account-locked': () => ({ kind: 'account-locked' }),
  'otp-invalid': () => ({ kind: 'wrong-code' }),
  'otp-expired': () => ({ kind: 'expired-code' }),
  'wrong-answer': () => ({ kind: 'wrong-answer' }),
  'otp-too-early': (seconds) =>
    seconds > 0 ? { kind: 'too-early', secondsLeft: seconds } : undefined,
  'too-many-attempts': locked,
  'otp-locked': locked,
  'answer-locked': locked,
  'invalid-request': unexplained,
  'wrong-login-method': unexplained,
  'unknown-brand': unexplained,
  'login-step-required': unexplained,
  'no-security-question': unexplained,
}

const isLoginErrorCode = (code: string | undefined): code is LoginErrorCode =>
  code !== undefined && Object.hasOwn(problems, code)

/** The problem an error names, or undefined for one the form cannot explain (a toast says it). */
export function loginProblemOf(error: ApiError, now: number): LoginProblem | undefined {
  return isLoginErrorCode(error.code)
    ? problems[error.code](error.retryAfterSeconds ?? 0, now)
    : undefined
}
