// The session rules every call of the engine goes through (SPEC.md section 8), with a fake fetch
// whose answers the test releases.

import { describe, expect, it } from 'vitest'
import type { EngineNotice } from '../../domain/engine/notices.ts'
import type { StoredSession } from '../../domain/engine/stored-slices.ts'
import { createContext } from './context.ts'
import { memoryStorage } from './persistence.ts'

const sessionOf = (token: string): StoredSession => ({
  token,
  expiresAt: Math.floor(Date.now() / 1000) + 3_600,
  username: 'ann',
  accountId: 'a-1',
  currency: 'EUR',
  priceFormat: 'euro',
})

function setup() {
  const answers: ((response: Response) => void)[] = []
  const fetch = (() =>
    new Promise<Response>((answer) => answers.push(answer))) as unknown as typeof globalThis.fetch
  const context = createContext({
    apiBase: 'https://sportsbook.test',
    fetch,
    WebSocket: undefined as unknown as typeof WebSocket,
    storage: memoryStorage(),
  })
  const notices: EngineNotice[] = []
  context.notices.listen((notice) => notices.push(notice))
  const refused = () => new Response(JSON.stringify({ code: 'unauthorized' }), { status: 401 })
  const call = () =>
    context.request('/xapi/icore/checkplayer', {
      read: (body) => ({ ok: true, value: body }),
      authenticated: true,
    })
  return { context, notices, answers, refused, call }
}

describe('§8 a refusal ends the session the call went with', () => {
  it('a 401 while logged in ends the session, with the reason', async () => {
    const { context, notices, answers, refused, call } = setup()
    context.session.set(sessionOf('first'))
    const answered = call()
    answers[0]?.(refused())
    await answered
    expect(context.session.get()).toBeUndefined()
    expect(notices).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
  })

  it('a 401 for a session replaced while the call travelled ends nothing', async () => {
    const { context, notices, answers, refused, call } = setup()
    context.session.set(sessionOf('first'))
    const answered = call()
    context.session.set(sessionOf('second'))
    answers[0]?.(refused())
    await answered
    expect(context.session.get()?.token).toBe('second')
    expect(notices).toEqual([])
  })
})
