import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { ApiResult } from '../domain/api/result.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { logoutMachine, logoutRedirect } from './logout.ts'

const coverage = createCoverage(logoutMachine)

const start = (
  options: {
    logoutUrl?: string
    reload?: () => Promise<ApiResult<unknown>>
    endSession?: () => Promise<void>
  } = {},
) => {
  const clock = new SimulatedClock()
  const effects: string[] = []
  const actor = createActor(
    logoutMachine.provide({
      actors: {
        endSession: fromPromise(async () => {
          effects.push('endSession')
          await options.endSession?.()
          effects.push('session ended')
        }),
        reloadSettings: fromPromise(async () => {
          effects.push('reloadSettings')
          return (options.reload ?? (async () => ({ ok: true, data: {} }) as const))()
        }),
      },
      actions: {
        clearCookie: (_, cookie) => effects.push(`clearCookie ${cookie}`),
        invalidateBalances: () => effects.push('invalidateBalances'),
        redirect: (_, url) => effects.push(`redirect ${url}`),
      },
    }),
    {
      input: options.logoutUrl === undefined ? {} : { logoutUrl: options.logoutUrl },
      clock,
      inspect: coverage.inspect,
    },
  )
  actor.on('logout.done', (event) => effects.push(`logout.done ${event.reason ?? ''}`.trim()))
  actor.start()
  return { actor, clock, effects }
}

describe('logout', () => {
  it('§4 logout: clears both cookies and balances, ends the session, then reloads settings', async () => {
    const { actor, effects } = start()
    actor.send({ type: 'logout.request' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (state) => state.matches('settling'))
    expect(effects).toEqual([
      'clearCookie externalToken',
      'clearCookie encryptedApiToken',
      'invalidateBalances',
      'logout.done',
      'endSession',
      'session ended',
      'reloadSettings',
    ])
  })

  it('§4 logout: the logout page is opened only once the server has ended the session', async () => {
    let answer = () => {}
    const { actor, effects } = start({
      endSession: () => new Promise<void>((resolve) => (answer = resolve)),
    })
    actor.send({ type: 'logoutUrl.changed', logoutUrl: 'https://brand.example/bye' })
    actor.send({ type: 'logout.request', reason: 'unauthorized' })
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('loggingOut')
    expect(effects.some((effect) => effect.startsWith('redirect'))).toBe(false)
    answer()
    await waitFor(actor, (state) => state.matches('settling'))
    expect(effects.slice(-3)).toEqual([
      'session ended',
      'reloadSettings',
      'redirect https://brand.example/bye?logout_reason=unauthorized',
    ])
  })

  it('§4 logout: a server that did not take the logout does not stop it', async () => {
    const { actor, effects } = start({
      logoutUrl: '/bye',
      endSession: async () => {
        throw new Error('network')
      },
    })
    actor.send({ type: 'logout.request' })
    await waitFor(actor, (state) => state.matches('settling'))
    expect(effects.at(-1)).toBe('redirect /bye')
  })

  it("§4 logout: the brand's logout page follows its settings; an empty one is none", async () => {
    const { actor, effects } = start({ logoutUrl: '/old' })
    actor.send({ type: 'logoutUrl.changed', logoutUrl: '' })
    actor.send({ type: 'logout.request', reason: 'unauthorized' })
    await waitFor(actor, (state) => state.matches('settling'))
    expect(effects.some((effect) => effect.startsWith('redirect'))).toBe(false)
  })

  it('§4 logout: only one at a time; the loading flag clears after 1 s', async () => {
    const { actor, clock, effects } = start()
    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.request' })
    await waitFor(actor, (state) => state.matches('settling'))
    actor.send({ type: 'logout.request' })
    clock.increment(999)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(effects.filter((effect) => effect === 'endSession')).toHaveLength(1)
    actor.send({ type: 'logout.request' })
    expect(actor.getSnapshot().value).toBe('loggingOut')
  })

  it('§4 logout: redirects to the logout URL with the logout_reason', async () => {
    const { actor, effects } = start({ logoutUrl: 'https://brand.example/bye' })
    actor.send({ type: 'logout.request', reason: 'jwe_token_expired' })
    await waitFor(actor, (state) => state.matches('settling'))
    expect(effects).toContain('logout.done jwe_token_expired')
    expect(effects.at(-1)).toBe(
      'redirect https://brand.example/bye?logout_reason=jwe_token_expired',
    )
  })

  it('§4 logout: without a logout URL the bettor stays on the page', async () => {
    const { actor, effects } = start()
    actor.send({ type: 'logout.request', reason: 'unauthorized' })
    await waitFor(actor, (state) => state.matches('settling'))
    expect(effects.some((effect) => effect.startsWith('redirect'))).toBe(false)
  })

  it('§4 logout: a failed settings reload does not stop the logout or the redirect', async () => {
    const failing = start({
      logoutUrl: '/logout?brand=1',
      reload: async () => {
        throw new Error('settings down')
      },
    })
    failing.actor.send({ type: 'logout.request', reason: 'unauthorized' })
    await waitFor(failing.actor, (state) => state.matches('settling'))
    expect(failing.effects.at(-1)).toBe('redirect /logout?brand=1&logout_reason=unauthorized')

    const quiet = start({
      reload: async () => {
        throw new Error('settings down')
      },
    })
    quiet.actor.send({ type: 'logout.request' })
    await waitFor(quiet.actor, (state) => state.matches('settling'))
  })

  it('§4 logout: the URL is unchanged when there is no reason', () => {
    expect(logoutRedirect('/bye', undefined)).toBe('/bye')
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
