import { describe, expect, it } from 'vitest'
import { cashoutConfirmResponseSchema } from './cash-out.ts'
import { parse } from './schema.ts'

describe('cash-out answers (§7 Bets: cashout)', () => {
  it('each status carries its own fields; an unknown status is refused by name', () => {
    const offer = { betId: 'b1', status: 'available', cashoutOddsKey: 'k1', amount: 950 }
    expect(parse(cashoutConfirmResponseSchema, { status: 'offerChanged', offer })).toEqual({
      ok: true,
      value: { status: 'offerChanged', offer },
    })
    expect(parse(cashoutConfirmResponseSchema, { status: 'cashedOut', amount: 9.5 })).toEqual({
      ok: false,
      reason: 'amount must be an integer',
    })
    expect(parse(cashoutConfirmResponseSchema, { status: 'paid' })).toEqual({
      ok: false,
      reason: 'status must be one of cashedOut, offerChanged, suspended',
    })
  })
})
