import { describe, expect, it } from 'vitest'
import type { ApiErrorCode } from '../api/error-codes.ts'
import { loginProblemOf } from './login-problem.ts'

const now = 1_700_000_000_000

describe('login problems', () => {
  it('a wrong password, code and answer are told apart by their codes', () => {
    const codes: ApiErrorCode[] = [
      'invalid-credentials',
      'otp-invalid',
      'otp-expired',
      'wrong-answer',
    ]
    const kinds = codes.map((code) => loginProblemOf({ status: 401, code, message: '' }, now)?.kind)
    expect(kinds).toEqual(['wrong-password', 'wrong-code', 'expired-code', 'wrong-answer'])
    expect(loginProblemOf({ status: 403, code: 'account-locked', message: '' }, now)).toEqual({
      kind: 'account-locked',
    })
  })

  it('a code asked for too early keeps its seconds; a lock says until when', () => {
    const wait = (code: ApiErrorCode) =>
      loginProblemOf({ status: 429, code, message: '', retryAfterSeconds: 120 }, now)
    expect(wait('otp-too-early')).toEqual({ kind: 'too-early', secondsLeft: 120 })
    for (const code of ['too-many-attempts', 'otp-locked', 'answer-locked'] as const)
      expect(wait(code)).toEqual({ kind: 'locked', until: now + 120_000 })
  })

  it('an error it cannot explain is left to the toast', () => {
    expect(loginProblemOf({ status: 500, code: 'internal', message: '' }, now)).toBeUndefined()
    expect(loginProblemOf({ status: 0, message: 'offline' }, now)).toBeUndefined()
    // A login entry's code the form has no words for, and a name an object has of its own.
    // 'toString': a code outside the contract, carried as it came (worker/context/transport.ts).
    for (const code of ['login-step-required', 'wrong-login-method', 'toString'] as ApiErrorCode[])
      expect(loginProblemOf({ status: 401, code, message: '' }, now)).toBeUndefined()
    // A wait without its seconds cannot say until when.
    expect(loginProblemOf({ status: 429, code: 'otp-locked', message: '' }, now)).toBeUndefined()
  })
})
