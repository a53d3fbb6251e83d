// The direct login's chart, run by the login chart: one call, and a refusal or a crash back on
// the form with its toast.

import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { chartTests, ok, refusedOrCrashed } from '../../tests/support/login-chart.ts'
import { directLoginMachine } from './direct-login.ts'

const { submitted, itTakesEveryTransition } = chartTests(directLoginMachine, 'direct')

describe('direct login', () => {
  it('§4 login flow 3: direct login logs the player in, by the name the answer gives', async () => {
    const { actor, names } = submitted({
      loginDirectly: async () =>
        ok({
          status: 'logged-in',
          username: 'Bettor1',
          accountId: 'acc-1',
          currency: 'EUR',
          oddsFormat: 'euro',
        }),
    })
    const snapshot = await waitFor(actor, (state) => state.matches('loggedIn'))
    expect(names()).toEqual(['loginDirectly'])
    expect(snapshot.context.player).toEqual({ username: 'Bettor1' })
  })

  for (const [rule, loginDirectly, toast] of refusedOrCrashed(401, 'error-401')) {
    it(`§8 login errors: direct login ${rule} shows ${toast}, back on the form`, async () => {
      const { actor, toasts } = submitted({ loginDirectly })
      await waitFor(actor, () => toasts.length > 0)
      expect(toasts.map((shown) => shown.key)).toEqual([toast])
      expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true)
      expect(actor.getSnapshot().context.error).toBeDefined()
    })
  }

  itTakesEveryTransition()
})
