// A call on the player's own path: filled from the session, refused unsent when logged out.

import { describe, expect, it } from 'vitest'
import { getAccountInfo } from '../../domain/api/accounts.ts'
import { getPlayerDetails } from '../../domain/api/player-records.ts'
import { recordingContext } from '../../tests/support/recording-context.ts'
import { ownCall } from './own-call.ts'

describe('a call on the player own path', () => {
  it('logged out, is refused unauthorized and never sent', async () => {
    const { context, sent } = recordingContext()
    const answer = await ownCall(context, getPlayerDetails)
    expect(answer).toEqual({
      ok: false,
      error: { status: 401, code: 'unauthorized', message: 'not logged in' },
    })
    expect(sent).toEqual([])
  })

  it('names the logged-in player by username or account id, as the path does', async () => {
    const { context, sent } = recordingContext()
    context.session.set({
      token: 't-1',
      expiresAt: Math.floor(Date.now() / 1000) + 3_600,
      username: 'ann lee',
      accountId: 'a/1',
      currency: 'EUR',
      priceFormat: 'euro',
    })
    await ownCall(context, getPlayerDetails)
    await ownCall(context, getAccountInfo, { query: { includePromotionalInfo: true } })
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/xapi/icore/players/ann%20lee/details',
      '/xapi/rest/accounts/a%2F1/info',
    ])
    expect(new URL(sent[1]?.url ?? '').searchParams.get('includePromotionalInfo')).toBe('true')
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer t-1',
      'Bearer t-1',
    ])
  })
})
