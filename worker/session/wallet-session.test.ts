// The wallet session after a wallet login, with a fake fetch and fake timers: refreshed five
// minutes before it expires while the player is logged in, kept across a reload, ended at logout.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StoredSession } from '../../domain/engine/stored-slices.ts'
import { createContext } from '../context/context.ts'
import { memoryStorage } from '../context/persistence.ts'
import { createWalletSession } from './wallet-session.ts'

const loggedIn: StoredSession = {
  token: 'sportsbook.token',
  expiresAt: 0,
  username: 'ann',
  accountId: 'a-1',
  currency: 'GBP',
  priceFormat: 'uk',
}

function setup(storage = memoryStorage()) {
  const clock = { now: Date.UTC(2026, 10, 28, 12) }
  const sent: { path: string; method: string; authorization: string | null }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    sent.push({
      path: url.pathname,
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('authorization'),
    })
    const body =
      url.pathname === '/accounts/me/sessions/refresh'
        ? { sessionToken: `wallet.${sent.length}`, expiresIn: 28_800 }
        : { success: true }
    return new Response(JSON.stringify(body), { status: 200 })
  })
  const context = createContext({
    apiBase: 'https://sportsbook.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    WebSocket: undefined as unknown as typeof WebSocket,
    storage,
    now: () => clock.now,
  })
  const wallet = createWalletSession(context)
  const nowSeconds = () => Math.floor(clock.now / 1000)
  return { context, wallet, sent, clock, nowSeconds }
}

describe('§4 the wallet session', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is refreshed five minutes before it expires, while the player is logged in', async () => {
    const { context, sent, clock, nowSeconds } = setup()
    context.session.set({ ...loggedIn, expiresAt: nowSeconds() + 28_800 })
    context.walletSession.set({ token: 'wallet.first', expiresAt: nowSeconds() + 600 })
    await vi.advanceTimersByTimeAsync(299_000)
    expect(sent).toEqual([])
    clock.now += 300_000
    await vi.advanceTimersByTimeAsync(1_000)
    expect(sent).toEqual([
      {
        path: '/accounts/me/sessions/refresh',
        method: 'POST',
        authorization: 'Bearer wallet.first',
      },
    ])
    expect(context.walletSession.get()).toEqual({
      token: 'wallet.1',
      expiresAt: nowSeconds() + 28_800,
    })
  })

  it('is not refreshed while nobody is logged in', async () => {
    const { context, sent, nowSeconds } = setup()
    context.walletSession.set({ token: 'wallet.first', expiresAt: nowSeconds() + 60 })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(sent).toEqual([])
  })

  it('is kept across a reload, unless it has expired', async () => {
    const storage = memoryStorage()
    const first = setup(storage)
    first.context.walletSession.set({
      token: 'wallet.kept',
      expiresAt: first.nowSeconds() + 3_600,
    })
    await vi.advanceTimersByTimeAsync(0)
    const reloaded = setup(storage)
    await reloaded.wallet.start()
    expect(reloaded.context.walletSession.get()?.token).toBe('wallet.kept')

    reloaded.clock.now += 3_600_000
    const late = setup(storage)
    late.clock.now = reloaded.clock.now
    await late.wallet.start()
    expect(late.context.walletSession.get()).toBeUndefined()
  })

  it('ends at logout with its own bearer; an expired one is dropped without a call', async () => {
    const { context, wallet, sent, nowSeconds } = setup()
    context.walletSession.set({ token: 'wallet.open', expiresAt: nowSeconds() + 3_600 })
    await wallet.end()
    expect(sent).toEqual([
      { path: '/accounts/me/sessions', method: 'DELETE', authorization: 'Bearer wallet.open' },
    ])
    expect(context.walletSession.get()).toBeUndefined()

    context.walletSession.set({ token: 'wallet.old', expiresAt: nowSeconds() + 10 })
    await wallet.end()
    expect(sent).toHaveLength(1)
    expect(context.walletSession.get()).toBeUndefined()
  })
})
