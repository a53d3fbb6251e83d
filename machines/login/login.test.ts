// The login chart: the modal, the credentials form and remember-me, the brand's method choosing
// the method's chart, the session fetched after the gateway and the wallet, and a method's failure
// shown on the form. Each method's own steps: direct-login.test.ts, gateway-login.test.ts and
// wallet-login.test.ts.

import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chartTests, crash, ok, refused, submit } from '../../tests/support/login-chart.ts'
import { loginMachine } from './login.ts'

const { startAs: start, itTakesEveryTransition } = chartTests(loginMachine)

describe('login modal', () => {
  it('§4 login modal: opens on the login form and closes', () => {
    const { actor } = start('direct')
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'login.open' })
    expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
    actor.send({ type: 'login.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it("§6 the brand's method arrives with its settings, even with the form open; a login under way keeps its own", async () => {
    const { actor, names } = start('direct')
    actor.send({ type: 'login.method', method: 'authGateway' })
    expect(actor.getSnapshot().context.method).toBe('authGateway')
    actor.send({ type: 'login.open' })
    // Settings loading slowly: they may arrive with the form already open.
    actor.send({ type: 'login.method', method: 'operatorWallet' })
    actor.send({ type: 'login.method', method: 'authGateway' })
    actor.send(submit)
    actor.send({ type: 'login.method', method: 'operatorWallet' })
    expect(actor.getSnapshot().context.method).toBe('authGateway')
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'))
    expect(names()[0]).toBe('authenticateWithGateway')
  })

  it('§5 login: empty username or password gets error-invalid-login-credentials, no call', () => {
    const { actor, toasts, calls } = start('direct')
    actor.send({ type: 'login.open' })
    actor.send({ ...submit, username: '   ' })
    actor.send({ ...submit, password: '' })
    expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
    expect(toasts.map((toast) => toast.key)).toEqual([
      'error-invalid-login-credentials',
      'error-invalid-login-credentials',
    ])
    expect(calls).toEqual([])
  })

  it('§5 login: the username is trimmed and, with remember-me on, saved', async () => {
    const { actor, calls, remembered } = start('direct')
    actor.send({ type: 'login.open' })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(calls[0]).toEqual({
      name: 'loginDirectly',
      input: { username: 'bettor1', password: 'pw' },
    })
    expect(remembered).toEqual(['bettor1'])
  })

  it('§5 login: with remember-me off the saved username is forgotten', async () => {
    const { actor, remembered } = start('direct')
    actor.send({ type: 'login.open' })
    actor.send({ ...submit, rememberMe: false })
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(remembered).toEqual([undefined])
  })

  it('§4 a logged-in player stays so until the session ends, and the login steps are forgotten', async () => {
    const { actor } = start('direct')
    actor.send({ type: 'login.open' })
    actor.send(submit)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const snapshot = await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(snapshot.hasTag('loading')).toBe(false)
    expect(snapshot.context.player).toEqual({ username: 'bettor1' })
    expect(snapshot.context.credentials).toBeUndefined()
    actor.send({ type: 'login.open' })
    expect(actor.getSnapshot().value).toBe('loggedIn')
    actor.send({ type: 'session.ended' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.player).toBeUndefined()
  })

  it('§4 login: closing stops the method under way; reopening shows the login form', async () => {
    const { actor, gateway } = start('authGateway', {
      authenticateWithGateway: async () => ok({ otp: true }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    expect(gateway()).toBeDefined()
    actor.send({ type: 'login.close' })
    expect(gateway()).toBeUndefined()
    actor.send({ type: 'login.open' })
    expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
    expect(actor.getSnapshot().context.credentials).toBeUndefined()
  })

  it('§4 login: events out of their step are ignored', async () => {
    const { actor, calls, wallet } = start('operatorWallet', {
      createWalletSession: async () => ok({ fileName: 'terms.pdf' }),
    })
    actor.send(submit)
    actor.send({ type: 'terms.accept' })
    actor.send({ type: 'session.ended' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'login.open' })
    actor.send({ type: 'security.submit', answer: 'Rex' })
    actor.send({ type: 'terms.accept' })
    expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
    actor.send(submit)
    await waitFor(wallet() as NonNullable<ReturnType<typeof wallet>>, (state) =>
      state.matches('terms'),
    )
    actor.send(submit)
    expect(calls).toHaveLength(1)
  })
})

describe('the session after the gateway and the wallet', () => {
  it('§4 login flow 1 and 2: the session is fetched with the game token, if any, and its name taken', async () => {
    for (const [method, input] of [
      ['authGateway', {}],
      ['operatorWallet', { gameToken: 'game-1' }],
    ] as const) {
      const { actor, calls } = start(method, {
        fetchSession: async () => ok({ jwe_token: 'jwe-1', username: 'bettor2' }),
      })
      actor.send({ type: 'login.open' })
      actor.send(submit)
      const snapshot = await waitFor(actor, (state) => state.matches('loggedIn'))
      expect(calls.at(-1)).toEqual({ name: 'fetchSession', input })
      expect(snapshot.context.player).toEqual({ username: 'bettor2' })
    }
  })

  for (const [rule, fetchSession, toast] of [
    [
      'a session without jwe_token is error-500',
      async () => ok({ username: 'bettor1' }),
      'error-500',
    ],
    ['a session refused', refused(503), 'error-500'],
    ['a session crashed', crash, 'something-went-wrong'],
  ] as const) {
    it(`§8 login errors: ${rule} shows ${toast}, back on the form`, async () => {
      const { actor, toasts } = start('authGateway', { fetchSession })
      actor.send({ type: 'login.open' })
      actor.send(submit)
      await waitFor(actor, () => toasts.length > 0)
      expect(toasts.map((shown) => shown.key)).toEqual([toast])
      expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
      expect(actor.getSnapshot().context.error).toBeDefined()
    })
  }
})

describe('login errors', () => {
  it('a wrong password, a locked account and too many tries are told apart on the form', async () => {
    const answers = [
      [{ status: 401, code: 'invalid-credentials' }, { kind: 'wrong-password' }, ['error-401']],
      [{ status: 403, code: 'account-locked' }, { kind: 'account-locked' }, ['error-403']],
      // A 429 has no §8 toast: the form says until when instead of "difficulties at present".
      [
        { status: 429, code: 'too-many-attempts', retryAfterSeconds: 840 },
        { kind: 'locked', until: 840_000 },
        [],
      ],
    ] as const
    for (const method of ['direct', 'authGateway', 'operatorWallet'] as const) {
      for (const [error, problem, shown] of answers) {
        const refusal = async () => ({ ok: false, error: { ...error, message: 'refused' } })
        const { actor, toasts } = start(method, {
          loginDirectly: refusal,
          authenticateWithGateway: refusal,
          createWalletSession: refusal,
        })
        actor.send({ type: 'login.open' })
        actor.send(submit)
        await waitFor(actor, (state) => state.context.error !== undefined)
        expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
        expect(actor.getSnapshot().context.problem).toEqual(problem)
        expect(toasts.map((toast) => toast.key)).toEqual(shown)
        // Trying again clears it; closing does too.
        actor.send(submit)
        expect(actor.getSnapshot().context.problem).toBeUndefined()
      }
    }
  })

  it("a step's problem is shown while its method waits on that step; trying it again clears it", async () => {
    const { actor, toasts, gateway } = start('authGateway', {
      authenticateWithGateway: async () => ok({ otp: null }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    const chart = gateway() as NonNullable<ReturnType<typeof gateway>>
    const answering = (state = chart.getSnapshot()) =>
      state.matches({ securityQuestion: 'answering' })
    await waitFor(chart, answering)
    actor.send({ type: 'security.submit', answer: 'Tom' })
    await waitFor(actor, (state) => state.context.problem !== undefined)
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'wrong-answer' })
    expect(toasts.map((toast) => toast.key)).toEqual(['error-401'])
    expect(answering()).toBe(true)
    actor.send({ type: 'security.submit', answer: 'Rex' })
    expect(actor.getSnapshot().context.problem).toBeUndefined()
    await waitFor(actor, (state) => state.matches('loggedIn'))

    const refusingTerms = start('operatorWallet', {
      createWalletSession: async () => ok({ fileName: 'terms.pdf' }),
      acceptWalletTerms: refused(501),
    })
    refusingTerms.actor.send({ type: 'login.open' })
    refusingTerms.actor.send(submit)
    const wallet = refusingTerms.wallet() as NonNullable<ReturnType<typeof refusingTerms.wallet>>
    await waitFor(wallet, (state) => state.matches('terms'))
    refusingTerms.actor.send({ type: 'terms.accept' })
    await waitFor(refusingTerms.actor, (state) => state.context.error !== undefined)
    expect(refusingTerms.toasts.map((toast) => toast.key)).toEqual(['error-501'])
    expect(wallet.getSnapshot().matches('terms')).toBe(true)
  })

  itTakesEveryTransition()
})
