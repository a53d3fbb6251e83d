// A call of the route table: what it sends besides the entry's parts.

import { describe, expect, it } from 'vitest'
import { logOut } from '../../domain/api/operator-wallet.ts'
import { getExternalHeader } from '../../domain/api/site.ts'
import { recordingContext } from '../../tests/support/recording-context.ts'

describe('a call of the route table', () => {
  it('with a bearer of its own, goes though the engine holds no session', async () => {
    const { context, sent } = recordingContext({ success: true })
    const answer = await context.call(logOut, { headers: { authorization: 'Bearer ended' } })
    expect(answer).toEqual({ ok: true, data: { success: true } })
    expect(sent.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['DELETE', '/api/session'],
    ])
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer ended')
  })

  it("a player's call without one is refused unsent while no one is logged in", async () => {
    const { context, sent } = recordingContext({ success: true })
    const answer = await context.call(logOut)
    expect(answer.ok ? undefined : answer.error.code).toBe('unauthorized')
    expect(sent).toEqual([])
  })

  it('is asked of another origin when it names one', async () => {
    const { context, sent } = recordingContext({ css: '', js: '', html: '<p>hi</p>' })
    const answer = await context.call(getExternalHeader, {
      params: { path: 'main' },
      origin: 'https://widgets.brand.test',
    })
    expect(answer.ok).toBe(true)
    expect(sent[0]?.url).toBe('https://widgets.brand.test/api/external_header/main')
  })
})
