import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { GatewayCheckResponse as OtpValidation } from '../domain/api/auth-gateway.ts'
import type { ApiResult } from '../domain/api/result.ts'
import type { Toast } from '../domain/errors/toasts.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { oneTimeCodeMachine } from './one-time-code.ts'

const coverage = createCoverage(oneTimeCodeMachine)
const loginTime = 1_700_000_000_000

const start = (
  fakes: {
    storedStart?: () => Promise<number | undefined>
    request?: () => Promise<ApiResult<unknown>>
    validate?: (code: string) => Promise<ApiResult<OtpValidation>>
  } = {},
) => {
  const clock = new SimulatedClock()
  clock.set(loginTime)
  const requests: string[] = []
  const validations: string[] = []
  const stored: { username: string; startedAt: number }[] = []
  const toasts: Toast[] = []
  const actor = createActor(
    oneTimeCodeMachine.provide({
      actors: {
        loadResendStart: fromPromise(fakes.storedStart ?? (async () => undefined)),
        requestOneTimeCode: fromPromise(async ({ input }: { input: { username: string } }) => {
          requests.push(input.username)
          return (fakes.request ?? (async () => ({ ok: true, data: {} }) as const))()
        }),
        validateOneTimeCode: fromPromise(async ({ input }: { input: { code: string } }) => {
          validations.push(input.code)
          return (fakes.validate ?? (async () => ({ ok: true, data: { success: true } }) as const))(
            input.code,
          )
        }),
      },
      actions: {
        storeResendStart: (_, lock) => {
          stored.push(lock)
        },
      },
    }),
    { input: { username: 'bettor1', now: () => clock.now() }, clock, inspect: coverage.inspect },
  )
  actor.on('toast', (event) => toasts.push(event.toast))
  actor.start()
  return { actor, clock, requests, validations, stored, toasts }
}

const resendState = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { active: { resend: string } }).active.resend

describe('one-time code: resend lock', () => {
  it('§4 OTP: a code is requested and its start stored per username', async () => {
    const { actor, requests, stored } = start()
    await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
    expect(requests).toEqual(['bettor1'])
    expect(stored).toEqual([{ username: 'bettor1', startedAt: loginTime }])
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(295)
  })

  it('§4 OTP: resend locked for 295 s, counting down in 59-second steps', async () => {
    const { actor, clock, requests } = start()
    await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
    const shown: number[] = []
    for (let step = 0; step < 4; step++) {
      clock.increment(59_000)
      shown.push(actor.getSnapshot().context.resendSecondsLeft)
      actor.send({ type: 'otp.resend' })
    }
    expect(shown).toEqual([236, 177, 118, 59])
    expect(resendState(actor)).toBe('locked')
    clock.increment(58_999)
    expect(resendState(actor)).toBe('locked')
    expect(requests).toHaveLength(1)
    clock.increment(1)
    expect(resendState(actor)).toBe('unlocked')
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(0)
  })

  it('§4 OTP: Request New OTP is enabled when the countdown ends and locks again', async () => {
    const { actor, clock, requests, stored } = start()
    await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
    clock.increment(295_000)
    actor.send({ type: 'otp.resend' })
    expect(resendState(actor)).toBe('requesting')
    await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
    expect(requests).toHaveLength(2)
    expect(stored.at(-1)).toEqual({ username: 'bettor1', startedAt: loginTime + 295_000 })
  })

  it('§4 OTP: the stored start survives a reload: no new code, the countdown resumes', async () => {
    const { actor, clock, requests } = start({ storedStart: async () => loginTime - 100_000 })
    await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
    expect(requests).toEqual([])
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(195)
    clock.increment(17_999)
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(195)
    clock.increment(1)
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(177)
  })

  it('§4 OTP: a stored start older than the lock, or unreadable, asks for a new code', async () => {
    for (const storedStart of [
      async () => loginTime - 295_000,
      async () => {
        throw new Error('storage unavailable')
      },
    ]) {
      const { actor, requests } = start({ storedStart })
      await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
      expect(requests).toEqual(['bettor1'])
    }
  })

  it('§8 login errors: a failed request shows its toast and leaves resend enabled', async () => {
    const failed = start({
      request: async () => ({ ok: false, error: { status: 503, message: 'down' } }),
    })
    await waitFor(failed.actor, (state) => state.matches({ active: { resend: 'unlocked' } }))
    expect(failed.toasts.map((toast) => toast.key)).toEqual(['error-500'])
    expect(failed.stored).toEqual([])

    const crashed = start({
      request: async () => {
        throw new Error('engine bug')
      },
    })
    await waitFor(crashed.actor, (state) => state.matches({ active: { resend: 'unlocked' } }))
    expect(crashed.toasts.map((toast) => toast.key)).toEqual(['something-went-wrong'])
  })
  it("a code asked for too early is not claimed as sent: the server's wait is counted down", async () => {
    const { actor, clock, stored, toasts } = start({
      request: async () => ({
        ok: false,
        error: { status: 429, code: 'otp-too-early', message: 'wait', retryAfterSeconds: 200 },
      }),
    })
    await waitFor(actor, (state) => state.matches({ active: { resend: 'locked' } }))
    const { context } = actor.getSnapshot()
    expect(context.codeSent).toBe(false)
    expect(context.sendProblem).toEqual({ kind: 'too-early', secondsLeft: 200 })
    expect(context.resendSecondsLeft).toBe(200)
    // Kept for a reload as our own start would be: 95 s before now.
    expect(stored).toEqual([{ username: 'bettor1', startedAt: loginTime - 95_000 }])
    expect(toasts).toEqual([])
    // The wait over, the message goes and Request New OTP may be pressed.
    clock.increment(200_000)
    expect(resendState(actor)).toBe('unlocked')
    expect(actor.getSnapshot().context.sendProblem).toBeUndefined()
  })

  it('codes locked by wrong tries: no code sent, the screen says until when, no toast', async () => {
    const { actor, toasts } = start({
      request: async () => ({
        ok: false,
        error: { status: 429, code: 'otp-locked', message: 'locked', retryAfterSeconds: 600 },
      }),
    })
    await waitFor(actor, (state) => state.matches({ active: { resend: 'unlocked' } }))
    const { context } = actor.getSnapshot()
    expect(context.codeSent).toBe(false)
    expect(context.sendProblem).toEqual({ kind: 'locked', until: loginTime + 600_000 })
    expect(toasts).toEqual([])
  })

  it('a sent code is claimed as sent; a failed request says none was', async () => {
    const sent = start()
    expect(sent.actor.getSnapshot().context.codeSent).toBeUndefined()
    await waitFor(sent.actor, (state) => state.matches({ active: { resend: 'locked' } }))
    expect(sent.actor.getSnapshot().context.codeSent).toBe(true)
    const failed = start({
      request: async () => ({ ok: false, error: { status: 503, message: 'down' } }),
    })
    await waitFor(failed.actor, (state) => state.matches({ active: { resend: 'unlocked' } }))
    expect(failed.actor.getSnapshot().context.codeSent).toBe(false)
    expect(failed.actor.getSnapshot().context.sendProblem).toBeUndefined()
  })
})

describe('one-time code: entry', () => {
  it('§5 OTP input: each keystroke is validated with its message', async () => {
    const { actor } = start()
    const messages = ['', 'abc', '123', '1234567', '123456'].map((code) => {
      actor.send({ type: 'otp.change', code })
      return actor.getSnapshot().context.message
    })
    expect(messages).toEqual([
      'Field should be required',
      'Field should be numeric',
      'Minimum requirement not met',
      'Maximum requirement not met',
      undefined,
    ])
  })

  it('§5 OTP input: submit does nothing unless the code is valid', async () => {
    const { actor, validations } = start()
    actor.send({ type: 'otp.submit' })
    expect(actor.getSnapshot().context.message).toBe('Field should be required')
    actor.send({ type: 'otp.change', code: '12345' })
    actor.send({ type: 'otp.submit' })
    expect(actor.getSnapshot().matches({ active: { code: 'editing' } })).toBe(true)
    expect(validations).toEqual([])
  })

  it('§4 OTP: a valid code is checked once, even if submitted while loading, and logs in', async () => {
    const { actor, validations } = start()
    actor.send({ type: 'otp.change', code: '123456' })
    actor.send({ type: 'otp.submit' })
    expect(actor.getSnapshot().matches({ active: { code: 'checking' } })).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    actor.send({ type: 'otp.submit' })
    actor.send({ type: 'otp.change', code: '999999' })
    await waitFor(actor, (state) => state.status === 'done')
    expect(actor.getSnapshot().value).toBe('verified')
    expect(validations).toEqual(['123456'])
  })

  it('§7 otp/validate: status SUCCESS counts as success too', async () => {
    const { actor } = start({ validate: async () => ({ ok: true, data: { status: 'SUCCESS' } }) })
    actor.send({ type: 'otp.change', code: '123456' })
    actor.send({ type: 'otp.submit' })
    await waitFor(actor, (state) => state.status === 'done')
  })

  it('§8 login errors: a refused code stays on the form with the invalid-credential toast', async () => {
    const { actor, toasts } = start({
      validate: async () => ({ ok: true, data: { success: false } }),
    })
    actor.send({ type: 'otp.change', code: '123456' })
    actor.send({ type: 'otp.submit' })
    await waitFor(actor, (state) => state.matches({ active: { code: 'editing' } }))
    expect(actor.getSnapshot().context.error?.status).toBe(401)
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'wrong-code' })
    expect(toasts.map((toast) => toast.key)).toEqual(['error-401'])
    actor.send({ type: 'otp.change', code: '654321' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('§8 login errors: a failed or crashed check shows its toast', async () => {
    const locked = start({
      validate: async () => ({ ok: false, error: { status: 403, message: 'locked' } }),
    })
    locked.actor.send({ type: 'otp.change', code: '123456' })
    locked.actor.send({ type: 'otp.submit' })
    await waitFor(locked.actor, () => locked.toasts.length > 0)
    expect(locked.toasts[0]?.key).toBe('error-403')

    const crashed = start({
      validate: async () => {
        throw new Error('engine bug')
      },
    })
    crashed.actor.send({ type: 'otp.change', code: '123456' })
    crashed.actor.send({ type: 'otp.submit' })
    await waitFor(crashed.actor, () => crashed.toasts.length > 0)
    expect(crashed.toasts[0]?.key).toBe('something-went-wrong')
    expect(crashed.actor.getSnapshot().matches({ active: { code: 'editing' } })).toBe(true)
  })

  it('a wrong, expired or locked code is told apart on the form', async () => {
    const refusals = [
      [{ status: 401, code: 'otp-invalid', message: 'no' }, { kind: 'wrong-code' }],
      [{ status: 401, code: 'otp-expired', message: 'old' }, { kind: 'expired-code' }],
      [
        { status: 429, code: 'otp-locked', message: 'locked', retryAfterSeconds: 900 },
        { kind: 'locked', until: loginTime + 900_000 },
      ],
    ] as const
    for (const [error, problem] of refusals) {
      const { actor, toasts } = start({ validate: async () => ({ ok: false, error }) })
      actor.send({ type: 'otp.change', code: '123456' })
      actor.send({ type: 'otp.submit' })
      await waitFor(actor, (state) => state.context.error !== undefined)
      expect(actor.getSnapshot().context.problem).toEqual(problem)
      // §8's toast still tells a 401; a lock has none, its end is on the form.
      expect(toasts.map((toast) => toast.key)).toEqual(error.status === 401 ? ['error-401'] : [])
      actor.send({ type: 'otp.change', code: '654321' })
      expect(actor.getSnapshot().context.problem).toBeUndefined()
    }
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
