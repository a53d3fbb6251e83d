// The auth gateway's login chart, run by the login chart: the second factor its otp flag asks for
// (none, a one-time code, the security question), the integration, and each call's refusal and
// crash.

import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chartTests, type Fakes, ok, refusedOrCrashed } from '../../tests/support/login-chart.ts'
import { gatewayFormOf, gatewayLoginMachine } from './gateway-login.ts'

const harness = chartTests(gatewayLoginMachine, 'authGateway')
const otpNull = { authenticateWithGateway: async () => ok({ otp: null }) }

/** The login chart started and submitted, with its gateway chart. */
function submitted(overrides: Partial<Fakes> = {}) {
  const started = harness.submitted(overrides)
  return { ...started, chart: started.gateway() as NonNullable<ReturnType<typeof started.gateway>> }
}

describe('gateway login', () => {
  it('§4 login flow 1: the gateway without a second factor integrates and fetches the session', async () => {
    const { actor, names, chart } = submitted()
    expect(gatewayFormOf(chart.getSnapshot())).toBe('login')
    const snapshot = await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual(['authenticateWithGateway', 'completeGatewayLogin', 'fetchSession'])
    expect(snapshot.context.player).toEqual({ username: 'bettor1' })
  })

  it('§4 login flow 1: otp true shows the OTP form; a right code logs in', async () => {
    const { actor, names, chart } = submitted({
      authenticateWithGateway: async () => ok({ otp: true }),
    })
    await waitFor(chart, (state) => state.matches('oneTimeCode'))
    expect(gatewayFormOf(chart.getSnapshot())).toBe('otp')
    const code = chart.getSnapshot().children.oneTimeCode
    code?.send({ type: 'otp.change', code: '123456' })
    code?.send({ type: 'otp.submit' })
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual(['authenticateWithGateway', 'completeGatewayLogin', 'fetchSession'])
  })

  it('§4 login flow 1: otp null shows the security question; only a right answer logs in', async () => {
    const { actor, toasts, calls, chart } = submitted(otpNull)
    await waitFor(chart, (state) => state.matches({ securityQuestion: 'answering' }))
    expect(gatewayFormOf(chart.getSnapshot())).toBe('securityQuestion')
    expect(chart.getSnapshot().context.securityQuestion).toBe('Name of your first pet?')
    actor.send({ type: 'security.submit', answer: ' ' })
    expect(calls.filter((call) => call.name === 'checkSecurityAnswer')).toEqual([])
    actor.send({ type: 'security.submit', answer: 'Tom' })
    await waitFor(actor, () => toasts.length > 0)
    expect(toasts[0]?.key).toBe('error-401')
    expect(chart.getSnapshot().matches({ securityQuestion: 'answering' })).toBe(true)
    actor.send({ type: 'security.submit', answer: 'Rex' })
    await waitFor(actor, (state) => state.matches('loggedIn'))
  })

  it('a wrong answer is told on the question form, and a locked question until when', async () => {
    const answers = [
      [ok({ success: false }), { kind: 'wrong-answer' }],
      [
        {
          ok: false,
          error: { status: 429, code: 'answer-locked', message: 'no', retryAfterSeconds: 900 },
        },
        { kind: 'locked', until: 900_000 },
      ],
    ] as const
    for (const [answer, problem] of answers) {
      const { actor, chart } = submitted({ ...otpNull, checkSecurityAnswer: async () => answer })
      await waitFor(chart, (state) => state.matches({ securityQuestion: 'answering' }))
      actor.send({ type: 'security.submit', answer: 'Tom' })
      await waitFor(actor, (state) => state.context.problem !== undefined)
      expect(actor.getSnapshot().context.problem).toEqual(problem)
      expect(chart.getSnapshot().matches({ securityQuestion: 'answering' })).toBe(true)
      actor.send({ type: 'security.submit', answer: 'Tom' })
      expect(actor.getSnapshot().context.problem).toBeUndefined()
      actor.send({ type: 'login.close' })
    }
  })
})

describe('gateway login errors', () => {
  for (const [call, status, toast, before] of [
    ['authenticateWithGateway', 403, 'error-403', {}],
    ['fetchSecurityQuestion', 502, 'error-500', otpNull],
    ['completeGatewayLogin', 404, 'error-404', {}],
  ] as const)
    for (const [how, answer, shown] of refusedOrCrashed(status, toast))
      it(`§8 login errors: ${call} ${how} shows ${shown}, back on the form`, async () => {
        const { actor, toasts } = submitted({ ...before, [call]: answer })
        await waitFor(actor, () => toasts.length > 0)
        expect(toasts.map((each) => each.key)).toEqual([shown])
        expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
        expect(actor.getSnapshot().context.error).toBeDefined()
      })

  for (const [how, checkSecurityAnswer, shown] of refusedOrCrashed(401, 'error-401'))
    it(`§8 login errors: the answer check ${how} shows ${shown}, and the question stays`, async () => {
      const { actor, toasts, chart } = submitted({ ...otpNull, checkSecurityAnswer })
      await waitFor(chart, (state) => state.matches({ securityQuestion: 'answering' }))
      actor.send({ type: 'security.submit', answer: 'Rex' })
      await waitFor(actor, () => toasts.length > 0)
      expect(toasts.map((each) => each.key)).toEqual([shown])
      expect(chart.getSnapshot().matches({ securityQuestion: 'answering' })).toBe(true)
    })

  harness.itTakesEveryTransition()
})
