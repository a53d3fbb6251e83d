// The direct login's chart, run by the login chart: one call, and a refusal or a crash back on
// the form with its toast.

import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import {
  type Fakes,
  ok,
  refusedOrCrashed,
  startLogin,
  submit,
} from '../../tests/support/login-chart.ts'
import { createCoverage, expectFullCoverage } from '../../tests/support/machine-coverage.ts'
import { directLoginMachine } from './direct-login.ts'

const coverage = createCoverage(directLoginMachine)
const start = (overrides: Partial<Fakes> = {}) => startLogin('direct', overrides, coverage.inspect)

describe('direct login', () => {
  it('§4 login flow 3: direct login logs the player in, by the name the answer gives', async () => {
    const { actor, names } = start({
      loginDirectly: async () =>
        ok({
          status: 'logged-in',
          username: 'Bettor1',
          accountId: 'acc-1',
          currency: 'EUR',
          oddsFormat: 'euro',
        }),
    })
    actor.send({ type: 'login.open' })
    actor.send(submit)
    const snapshot = await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual(['loginDirectly'])
    expect(snapshot.context.player).toEqual({ username: 'Bettor1' })
  })

  for (const [rule, loginDirectly, toast] of refusedOrCrashed(401, 'error-401')) {
    it(`§8 login errors: direct login ${rule} shows ${toast}, back on the form`, async () => {
      const { actor, toasts } = start({ loginDirectly })
      actor.send({ type: 'login.open' })
      actor.send(submit)
      await waitFor(actor, () => toasts.length > 0)
      expect(toasts.map((shown) => shown.key)).toEqual([toast])
      expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
      expect(actor.getSnapshot().context.error).toBeDefined()
    })
  }

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
