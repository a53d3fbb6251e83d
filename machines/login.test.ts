import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type StateValue, waitFor } from 'xstate'
import type { GatewayCheckResponse as OtpValidation } from '../domain/api/auth-gateway.ts'
import type { SessionResponse } from '../domain/api/operator-wallet.ts'
import type { ApiResult } from '../domain/api/result.ts'
import type { SessionView } from '../domain/engine/session.ts'
import type { Toast } from '../domain/errors/toasts.ts'
import type { LoginMethod } from '../domain/player/settings.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { loginMachine, modalFormOf } from './login.ts'
import { oneTimeCodeMachine } from './one-time-code.ts'

const coverage = createCoverage(loginMachine)

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data })
const refused = (status: number) => async (): Promise<ApiResult<never>> => ({
  ok: false,
  error: { status, message: 'refused' },
})
const crash = async (): Promise<never> => {
  throw new Error('engine bug')
}

const directResponse: SessionView = {
  status: 'logged-in',
  username: 'bettor1',
  accountId: 'acc-1',
  currency: 'EUR',
  oddsFormat: 'euro',
}

const succeeding = {
  authenticateWithGateway: async (): Promise<ApiResult<{ otp?: boolean | null }>> =>
    ok({ otp: false }),
  fetchSecurityQuestion: async () => ok({ status: 'SUCCESS', result: 'Name of your first pet?' }),
  checkSecurityAnswer: async (input: { answer: string }) => ok({ success: input.answer === 'Rex' }),
  completeGatewayLogin: async (): Promise<ApiResult<unknown>> => ok({}),
  createWalletSession: async (): Promise<ApiResult<{ fileName?: string }>> => ok({}),
  acceptWalletTerms: async (): Promise<ApiResult<unknown>> => ok({}),
  fetchWalletProfile: async (): Promise<ApiResult<unknown>> => ok({}),
  fetchGameToken: async () => ok({ tokenSession: 'game-1' }),
  fetchSession: async (): Promise<ApiResult<SessionResponse>> =>
    ok({ jwe_token: 'jwe-1', username: 'bettor1' }),
  loginDirectly: async () => ok(directResponse),
}

type Fakes = { [K in keyof typeof succeeding]: (input: never) => Promise<unknown> }

const start = (method: LoginMethod, overrides: Partial<Fakes> = {}) => {
  const fakes: Record<string, (input: never) => Promise<unknown>> = { ...succeeding, ...overrides }
  const calls: { name: string; input: unknown }[] = []
  // One recording wrapper for ten actors of different types: the answers' shapes are checked by
  // the machine's guards at run time, the actor types by the machine file itself.
  const fake = (name: keyof Fakes) =>
    fromPromise(({ input }: { input: never }) => {
      calls.push({ name, input })
      return (fakes[name] as (input: never) => Promise<unknown>)(input)
    }) as never
  const toasts: Toast[] = []
  const remembered: (string | undefined)[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    loginMachine.provide({
      actors: {
        authenticateWithGateway: fake('authenticateWithGateway'),
        fetchSecurityQuestion: fake('fetchSecurityQuestion'),
        checkSecurityAnswer: fake('checkSecurityAnswer'),
        completeGatewayLogin: fake('completeGatewayLogin'),
        createWalletSession: fake('createWalletSession'),
        acceptWalletTerms: fake('acceptWalletTerms'),
        fetchWalletProfile: fake('fetchWalletProfile'),
        fetchGameToken: fake('fetchGameToken'),
        fetchSession: fake('fetchSession'),
        loginDirectly: fake('loginDirectly'),
        oneTimeCode: oneTimeCodeMachine.provide({
          actors: {
            loadResendStart: fromPromise<number | undefined, { username: string }>(
              async () => undefined,
            ),
            requestOneTimeCode: fromPromise<ApiResult<unknown>, { username: string }>(async () =>
              ok({}),
            ),
            validateOneTimeCode: fromPromise<ApiResult<OtpValidation>, { code: string }>(
              async ({ input }) => ok({ success: input.code === '123456' }),
            ),
          },
          actions: { storeResendStart: () => {} },
        }),
      },
      actions: {
        rememberUsername: (_, username) => {
          remembered.push(username)
        },
      },
    }),
    { input: { method, now: () => clock.now() }, clock, inspect: coverage.inspect },
  )
  actor.on('toast', (event) => toasts.push(event.toast))
  actor.start()
  return { actor, calls, toasts, remembered, names: () => calls.map((call) => call.name) }
}

const submit = {
  type: 'login.submit',
  username: ' bettor1 ',
  password: 'pw',
  rememberMe: true,
} as const

describe('login modal', () => {
  it('§4 login modal: opens on the login form and closes', () => {
    const { actor } = start('direct')
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'login.open' })
    expect(modalFormOf(actor.getSnapshot())).toBe('login')
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
    expect(toasts[0]?.text).toBe('provided credential is invalid')
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

  it('§4 login flow 3: direct login logs the player in', async () => {
    const { actor } = start('direct')
    actor.send({ type: 'login.open' })
    actor.send(submit)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    actor.send(submit)
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

  it('§4 login flow 1: the gateway without a second factor integrates and fetches the session', async () => {
    const { actor, names } = start('authGateway')
    actor.send({ type: 'login.open' })
    actor.send(submit)
    const snapshot = await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual(['authenticateWithGateway', 'completeGatewayLogin', 'fetchSession'])
    expect(snapshot.context.player).toEqual({ username: 'bettor1' })
  })

  it('§4 login flow 1: otp true shows the OTP form; a right code logs in', async () => {
    const { actor, names } = start('authGateway', {
      authenticateWithGateway: async () => ok({ otp: true }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches({ open: { gateway: 'oneTimeCode' } }))
    expect(modalFormOf(actor.getSnapshot())).toBe('otp')
    const code = actor.getSnapshot().children.oneTimeCode
    code?.send({ type: 'otp.change', code: '123456' })
    code?.send({ type: 'otp.submit' })
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual(['authenticateWithGateway', 'completeGatewayLogin', 'fetchSession'])
  })

  it('§4 login modal: closing resets the flags, reopening shows the login form', async () => {
    const { actor } = start('authGateway', {
      authenticateWithGateway: async () => ok({ otp: true }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches({ open: { gateway: 'oneTimeCode' } }))
    actor.send({ type: 'login.close' })
    expect(actor.getSnapshot().children.oneTimeCode).toBeUndefined()
    actor.send({ type: 'login.open' })
    expect(modalFormOf(actor.getSnapshot())).toBe('login')
    expect(actor.getSnapshot().context.credentials).toBeUndefined()
  })

  it('§4 login flow 1: otp null shows the security question; only a right answer logs in', async () => {
    const { actor, toasts, calls } = start('authGateway', {
      authenticateWithGateway: async () => ok({ otp: null }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    await waitFor(actor, (state) =>
      state.matches({ open: { gateway: { securityQuestion: 'answering' } } }),
    )
    expect(modalFormOf(actor.getSnapshot())).toBe('securityQuestion')
    expect(actor.getSnapshot().context.securityQuestion).toBe('Name of your first pet?')
    actor.send({ type: 'security.submit', answer: ' ' })
    expect(calls.filter((call) => call.name === 'checkSecurityAnswer')).toEqual([])
    actor.send({ type: 'security.submit', answer: 'Tom' })
    await waitFor(actor, () => toasts.length > 0)
    expect(toasts[0]?.key).toBe('error-401')
    expect(
      actor.getSnapshot().matches({ open: { gateway: { securityQuestion: 'answering' } } }),
    ).toBe(true)
    actor.send({ type: 'security.submit', answer: 'Rex' })
    await waitFor(actor, (state) => state.matches('loggedIn'))
  })

  it('§4 login flow 2: the wallet fetches profile, game token, then the session with it', async () => {
    const { actor, calls, names } = start('operatorWallet')
    actor.send({ type: 'login.open' })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual([
      'createWalletSession',
      'fetchWalletProfile',
      'fetchGameToken',
      'fetchSession',
    ])
    expect(calls.at(-1)?.input).toEqual({ gameToken: 'game-1' })
  })

  it('§4 login flow 2: a fileName shows the terms step before the profile', async () => {
    const { actor, names } = start('operatorWallet', {
      createWalletSession: async () => ok({ fileName: 'terms-v3.pdf' }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    await waitFor(actor, (state) => state.matches({ open: { wallet: 'terms' } }))
    expect(actor.getSnapshot().context.termsFileName).toBe('terms-v3.pdf')
    expect(names()).toEqual(['createWalletSession'])
    actor.send({ type: 'terms.accept' })
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toContain('acceptWalletTerms')
  })

  it('§4 login: events out of their step are ignored', async () => {
    const { actor, calls } = start('operatorWallet', {
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
    await waitFor(actor, (state) => state.matches({ open: { wallet: 'terms' } }))
    actor.send(submit)
    expect(calls).toHaveLength(1)
  })
})

type Step = { type: 'terms.accept' } | { type: 'security.submit'; answer: string }

/** Where a step is taken, and where a failure leaves the bettor to try again: the form, unless the
 * failed call came after a step of its own. */
const stepState = (step: Step | undefined): StateValue =>
  step === undefined
    ? { open: 'form' }
    : step.type === 'terms.accept'
      ? { open: { wallet: 'terms' } }
      : { open: { gateway: { securityQuestion: 'answering' } } }

interface Failure {
  rule: string
  method: LoginMethod
  overrides: Partial<Fakes>
  step?: Step
  toast: string
}

/** The two ways a call fails (§8): an error answer shows its status's toast, a throw (no response
 * came) something-went-wrong. before: the answers and the step that lead to the call. */
const refusedOrCrashed = (
  what: string,
  call: keyof Fakes,
  method: LoginMethod,
  [status, toast]: [number, string],
  before: { overrides?: Partial<Fakes>; step?: Step } = {},
): Failure[] => [
  {
    rule: `${what} refused`,
    method,
    ...before,
    overrides: { ...before.overrides, [call]: refused(status) },
    toast,
  },
  {
    rule: `${what} crashed`,
    method,
    ...before,
    overrides: { ...before.overrides, [call]: crash },
    toast: 'something-went-wrong',
  },
]

const otpNull = { authenticateWithGateway: async () => ok({ otp: null }) }
const securityAnswer = { type: 'security.submit', answer: 'Tom' } as const
const withTerms = { createWalletSession: async () => ok({ fileName: 'terms.pdf' }) }

const failures: Failure[] = [
  ...refusedOrCrashed('direct login', 'loginDirectly', 'direct', [401, 'error-401']),
  ...refusedOrCrashed('gateway', 'authenticateWithGateway', 'authGateway', [403, 'error-403']),
  ...refusedOrCrashed(
    'security question',
    'fetchSecurityQuestion',
    'authGateway',
    [502, 'error-500'],
    { overrides: otpNull },
  ),
  ...refusedOrCrashed(
    'security answer check',
    'checkSecurityAnswer',
    'authGateway',
    [401, 'error-401'],
    {
      overrides: otpNull,
      step: { type: 'security.submit', answer: 'Rex' },
    },
  ),
  ...refusedOrCrashed('integration', 'completeGatewayLogin', 'authGateway', [404, 'error-404']),
  {
    rule: 'session without jwe_token is error-500',
    method: 'authGateway',
    overrides: { fetchSession: async () => ok({ username: 'bettor1' }) },
    toast: 'error-500',
  },
  ...refusedOrCrashed('session', 'fetchSession', 'authGateway', [503, 'error-500']),
  ...refusedOrCrashed('wallet session', 'createWalletSession', 'operatorWallet', [
    400,
    'error-400',
  ]),
  ...refusedOrCrashed(
    'terms acceptance',
    'acceptWalletTerms',
    'operatorWallet',
    [501, 'error-501'],
    {
      overrides: withTerms,
      step: { type: 'terms.accept' },
    },
  ),
  ...refusedOrCrashed('profile', 'fetchWalletProfile', 'operatorWallet', [503, 'error-500']),
  ...refusedOrCrashed('game token', 'fetchGameToken', 'operatorWallet', [401, 'error-401']),
]

describe('login errors', () => {
  for (const failure of failures) {
    it(`§8 login errors: ${failure.rule} shows ${failure.toast}`, async () => {
      const { actor, toasts } = start(failure.method, failure.overrides)
      actor.send({ type: 'login.open' })
      actor.send(submit)
      if (failure.step) {
        const step = failure.step
        await waitFor(actor, (state) => state.matches(stepState(step) as never))
        actor.send(step)
      }
      await waitFor(actor, () => toasts.length > 0)
      expect(toasts.map((toast) => toast.key)).toEqual([failure.toast])
      expect(actor.getSnapshot().matches(stepState(failure.step) as never)).toBe(true)
      expect(actor.getSnapshot().context.error).toBeDefined()
    })
  }

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
        expect(actor.getSnapshot().context.problem).toEqual(problem)
        expect(toasts.map((toast) => toast.key)).toEqual(shown)
        // Trying again clears it; closing does too.
        actor.send(submit)
        expect(actor.getSnapshot().context.problem).toBeUndefined()
      }
    }
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
      const { actor } = start('authGateway', {
        ...otpNull,
        checkSecurityAnswer: async () => answer,
      })
      actor.send({ type: 'login.open' })
      actor.send(submit)
      await waitFor(actor, (state) => state.matches(stepState(securityAnswer) as never))
      actor.send(securityAnswer)
      await waitFor(actor, (state) => state.context.problem !== undefined)
      expect(actor.getSnapshot().context.problem).toEqual(problem)
      expect(actor.getSnapshot().matches(stepState(securityAnswer) as never)).toBe(true)
      actor.send(securityAnswer)
      expect(actor.getSnapshot().context.problem).toBeUndefined()
      actor.send({ type: 'login.close' })
    }
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
