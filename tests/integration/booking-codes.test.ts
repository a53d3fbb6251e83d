// Booking codes are anyone's to make, so they are bounded: a code names selections the catalogue
// holds, lives 30 days, and an address makes 60 (betslips' and jackpots' together) in 10
// minutes. The server trusts the test as its proxy, so each test's X-Forwarded-For is an address
// of its own; an in-memory database of its own keeps other files' codes out of the count.

import { afterAll, describe, expect, it } from 'vitest'
import { attemptLimits } from '../../server/auth/rate-limit.ts'
import { startServer } from '../../server/server.ts'
import { createTestEvent } from '../support/bets.ts'

const server = await startServer({ feed: null, trustedProxies: ['127.0.0.1', '::1'] })
afterAll(() => server.close())

const { outcomes } = await createTestEvent(server.db)
const outcomeId = outcomes[0]?.[0] as string

const book = (body: unknown, address: string) =>
  fetch(`${server.url}/xapi/rest/betslips/retailcodes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', brand: 'demo', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })

const load = (code: string) =>
  fetch(`${server.url}/xapi/rest/betslips/retailcodes/${code}`, { headers: { brand: 'demo' } })

describe('booking codes', () => {
  it('refuse a selection the catalogue does not hold, naming it, and store nothing', async () => {
    const answer = await book(
      { singles: [{ outcomeId }, { outcomeId: 'no-such-outcome' }] },
      '198.51.100.1',
    )
    expect(answer.status).toBe(422)
    expect(await answer.json()).toEqual({
      code: 'unknown-outcome',
      message: 'no selection no-such-outcome to book',
    })
  })

  it('are kept 30 days', async () => {
    const answer = await book({ singles: [{ outcomeId, unitStake: 200 }] }, '198.51.100.2')
    const { code } = (await answer.json()) as { code: string }
    expect((await load(code)).status).toBe(200)
    await server.db.query(
      `update booking_codes set created_at = now() - interval '30 days 1 minute' where code = $1`,
      [code],
    )
    expect((await load(code)).status).toBe(404)
  })

  it("are not counted for a brand that does not exist, a jackpot's as a betslip's", async () => {
    const address = '198.51.100.5'
    const { max } = attemptLimits.bookingCodes
    for (let n = 0; n <= max; n++) {
      const jackpot = await fetch(`${server.url}/xapi/rest/jackpotbetslips/retailcodes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', brand: 'nope', 'x-forwarded-for': address },
        body: JSON.stringify({ model: { jackpotId: 'any' }, outcomeIds: outcomeId }),
      })
      expect(jackpot.status).toBe(404)
    }
    expect((await book({ singles: [{ outcomeId }] }, address)).status).toBe(200)
  })

  it('are 60 from an address in 10 minutes, then 429 with the wait; another address is not held', async () => {
    const address = '198.51.100.3'
    const { max } = attemptLimits.bookingCodes
    for (let n = 0; n < max; n++)
      expect((await book({ singles: [{ outcomeId }] }, address)).status).toBe(200)
    const refused = await book({ singles: [{ outcomeId }] }, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ code: 'too-many-attempts' })
    expect((await book({ singles: [{ outcomeId }] }, '198.51.100.4')).status).toBe(200)
  })
})
