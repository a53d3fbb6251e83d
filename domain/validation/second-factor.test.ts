import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canSubmitOtp,
  canSubmitSecurityAnswer,
  isSecondFactorAccepted,
  loginModalForm,
  otpMessage,
  securityAnswerMessage,
} from './second-factor.ts'

describe('one-time code input', () => {
  it('§5 OTP input: each message for its case', () => {
    expect(otpMessage('')).toBe('Field should be required')
    expect(otpMessage('12a456')).toBe('Field should be numeric')
    expect(otpMessage('12 456')).toBe('Field should be numeric')
    expect(otpMessage('12345')).toBe('Minimum requirement not met')
    expect(otpMessage('1234567')).toBe('Maximum requirement not met')
    expect(otpMessage('012345')).toBeUndefined()
  })

  it('§5 OTP input: exactly six digits is the only valid code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (code) => {
        expect(otpMessage(code) === undefined).toBe(/^\d{6}$/.test(code))
      }),
    )
  })

  it('§5 OTP input: submit disabled unless valid, and while loading', () => {
    expect(canSubmitOtp('123456', false)).toBe(true)
    expect(canSubmitOtp('123456', true)).toBe(false)
    expect(canSubmitOtp('12345', false)).toBe(false)
  })
})

describe('security answer', () => {
  it('§5 security answer: empty gives Field should be required', () => {
    expect(securityAnswerMessage('')).toBe('Field should be required')
    expect(securityAnswerMessage('  ')).toBe('Field should be required')
    expect(securityAnswerMessage('Rex')).toBeUndefined()
  })

  it('§5 security answer: submit disabled until non-empty, and while loading', () => {
    expect(canSubmitSecurityAnswer('', false)).toBe(false)
    expect(canSubmitSecurityAnswer('Rex', true)).toBe(false)
    expect(canSubmitSecurityAnswer('Rex', false)).toBe(true)
  })
})

describe('gateway answer to a second factor', () => {
  it('§7 otp/validate: response success or status SUCCESS accepts the code', () => {
    expect(isSecondFactorAccepted({ success: true })).toBe(true)
    expect(isSecondFactorAccepted({ status: 'SUCCESS' })).toBe(true)
    expect(isSecondFactorAccepted({ success: false, status: 'SUCCESS' })).toBe(true)
  })

  it('§7 otp/validate: anything else refuses it', () => {
    expect(isSecondFactorAccepted({})).toBe(false)
    expect(isSecondFactorAccepted({ success: false })).toBe(false)
    expect(isSecondFactorAccepted({ status: 'FAILURE' })).toBe(false)
  })
})

describe('login modal', () => {
  it('§4 login modal: OTP form before security question before login form', () => {
    expect(loginModalForm({ showOtp: true, showSecurityQuestion: true })).toBe('otp')
    expect(loginModalForm({ showOtp: false, showSecurityQuestion: true })).toBe('securityQuestion')
    expect(loginModalForm({ showOtp: false, showSecurityQuestion: false })).toBe('login')
  })
})
