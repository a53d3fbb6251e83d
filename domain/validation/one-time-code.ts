// One-time-code timings (SPEC.md sections 4 and 9): a code is valid 30 minutes, and a new one may
// be requested 295 s after the last, counted down on screen in 59-second steps.

export const otpResendLockMs = 295_000
export const otpCountdownStepMs = 59_000

/** Whole seconds left on the resend lock; 0 once Request New OTP may be pressed. */
export const resendSecondsLeft = (startedAt: number, now: number): number =>
  Math.max(0, Math.ceil((otpResendLockMs - (now - startedAt)) / 1_000))

/** Milliseconds to the next countdown step, counted from the start so a reload keeps the beat. */
export const untilNextCountdownStep = (startedAt: number, now: number): number =>
  (otpResendLockMs - (now - startedAt)) % otpCountdownStepMs || otpCountdownStepMs
