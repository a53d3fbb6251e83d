// The account summary kept for 15 seconds, and read afresh once the bettor's bonus choice is saved.

import { describe, expect, it } from 'vitest'
import type { AccountInfo, AccountUpdateAnswer } from '../../domain/api/accounts.ts'
import { recordingContext } from '../../tests/support/recording-context.ts'
import { createAccountInfo } from './account-info.ts'

const summary: AccountInfo = {
  accountId: 'a-1',
  currency: 'EUR',
  balance: {
    name: 'sportsbook',
    balance: 1_000,
    promoCash: 0,
    totalLeftToWager: 0,
    withdrawableAmount: 1_000,
    currency: 'EUR',
  },
  promotions: {
    promoCash: 0,
    totalLeftToWager: 0,
    excludedFromPromotions: false,
    wasSetRealMoneyBonuses: false,
    realMoneyBonuses: false,
  },
}
const saved: AccountUpdateAnswer = {
  accountId: 'a-1',
  wasSetRealMoneyBonuses: true,
  realMoneyBonuses: true,
}

function loggedIn() {
  let now = 1_000_000
  const recorded = recordingContext(
    (request: Request) => (request.method === 'PUT' ? saved : summary),
    { now: () => now },
  )
  recorded.context.session.set({
    token: 't-1',
    expiresAt: Math.floor(Date.now() / 1000) + 3_600,
    username: 'ann',
    accountId: 'a-1',
    currency: 'EUR',
    priceFormat: 'euro',
  })
  const calls = () =>
    recorded.sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)
  return { ...recorded, calls, later: (ms: number) => (now += ms) }
}

describe('§7 the account summary and the bonus choice', () => {
  it('§7 accounts info: asked with its promotional info, then kept for 15 seconds', async () => {
    const { context, sent, calls, later } = loggedIn()
    const info = createAccountInfo(context)
    expect(await info.info()).toEqual({ ok: true, data: summary })
    expect(new URL(sent[0]?.url ?? '').searchParams.get('includePromotionalInfo')).toBe('true')
    later(14_999)
    await info.info()
    expect(calls()).toEqual(['GET /xapi/rest/accounts/a-1/info'])
    later(1)
    await info.info()
    expect(calls()).toEqual([
      'GET /xapi/rest/accounts/a-1/info',
      'GET /xapi/rest/accounts/a-1/info',
    ])
  })

  it('§7 PUT accounts: the choice is sent as set, and the next summary is read afresh', async () => {
    const { context, sent, calls } = loggedIn()
    const info = createAccountInfo(context)
    await info.info()
    expect(await info.chooseRealMoneyBonuses(true)).toEqual({ ok: true, data: saved })
    expect(await sent[1]?.json()).toEqual({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true })
    await info.info()
    expect(calls()).toEqual([
      'GET /xapi/rest/accounts/a-1/info',
      'PUT /xapi/rest/accounts/a-1',
      'GET /xapi/rest/accounts/a-1/info',
    ])
    // Past the browser's cache, which still holds the summary from before the choice.
    expect(sent.map((request) => request.headers.get('cache-control'))).toEqual([
      null,
      null,
      'no-cache',
    ])
  })
})
