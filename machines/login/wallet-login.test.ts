// The operator-hosted wallet's login chart, run by the login chart: the wallet session, the terms
// step when it carries a fileName, the profile and the game token; each call's refusal and crash.

import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chartTests, ok, refusedOrCrashed } from '../../tests/support/login-chart.ts'
import { showsTerms, walletLoginMachine } from './wallet-login.ts'

const { submitted, itTakesEveryTransition } = chartTests(walletLoginMachine, 'operatorWallet')
const withTerms = { createWalletSession: async () => ok({ fileName: 'terms-v3.pdf' }) }

describe('wallet login', () => {
  it('§4 login flow 2: the wallet fetches profile, game token, then the session with it', async () => {
    const { actor, calls, names } = submitted()
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
    const { actor, names, wallet } = submitted(withTerms)
    const chart = wallet() as NonNullable<ReturnType<typeof wallet>>
    await waitFor(chart, (state) => state.matches('terms'))
    expect(showsTerms(chart.getSnapshot())).toBe(true)
    expect(chart.getSnapshot().context.termsFileName).toBe('terms-v3.pdf')
    expect(names()).toEqual(['createWalletSession'])
    actor.send({ type: 'terms.accept' })
    expect(showsTerms(chart.getSnapshot())).toBe(true)
    await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toContain('acceptWalletTerms')
  })
})

describe('wallet login errors', () => {
  for (const [call, status, toast] of [
    ['createWalletSession', 400, 'error-400'],
    ['fetchWalletProfile', 503, 'error-500'],
    ['fetchGameToken', 401, 'error-401'],
  ] as const)
    for (const [how, answer, shown] of refusedOrCrashed(status, toast))
      it(`§8 login errors: ${call} ${how} shows ${shown}, back on the form`, async () => {
        const { actor, toasts } = submitted({ [call]: answer })
        await waitFor(actor, () => toasts.length > 0)
        expect(toasts.map((each) => each.key)).toEqual([shown])
        expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
      })

  for (const [how, acceptWalletTerms, shown] of refusedOrCrashed(501, 'error-501'))
    it(`§8 login errors: the terms acceptance ${how} shows ${shown}, and the terms stay`, async () => {
      const { actor, toasts, wallet } = submitted({ ...withTerms, acceptWalletTerms })
      const chart = wallet() as NonNullable<ReturnType<typeof wallet>>
      await waitFor(chart, (state) => state.matches('terms'))
      actor.send({ type: 'terms.accept' })
      await waitFor(actor, () => toasts.length > 0)
      expect(toasts.map((each) => each.key)).toEqual([shown])
      expect(chart.getSnapshot().matches('terms')).toBe(true)
      expect(actor.getSnapshot().context.error).toBeDefined()
    })

  itTakesEveryTransition()
})
