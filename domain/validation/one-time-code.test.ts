import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  otpCountdownStepMs,
  otpResendLockMs,
  resendSecondsLeft,
  untilNextCountdownStep,
} from './one-time-code.ts'

describe('one-time-code timings', () => {
  it('§9 OTP: the resend lock is 295 s, five 59-second steps', () => {
    expect(otpResendLockMs).toBe(295_000)
    expect(otpResendLockMs / otpCountdownStepMs).toBe(5)
  })

  it('§4 OTP: seconds left count down to 0 and stay there', () => {
    expect(resendSecondsLeft(0, 0)).toBe(295)
    expect(resendSecondsLeft(0, 59_000)).toBe(236)
    expect(resendSecondsLeft(0, 294_001)).toBe(1)
    expect(resendSecondsLeft(0, 295_000)).toBe(0)
    expect(resendSecondsLeft(0, 900_000)).toBe(0)
  })

  it('§4 OTP: the next step falls on a multiple of 59 s from the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: otpResendLockMs - 1 }), (elapsed) => {
        const next = elapsed + untilNextCountdownStep(0, elapsed)
        expect(next % otpCountdownStepMs).toBe(0)
        expect(next - elapsed).toBeGreaterThan(0)
        expect(next - elapsed).toBeLessThanOrEqual(otpCountdownStepMs)
      }),
    )
  })
})
