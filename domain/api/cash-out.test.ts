import { describe, expect, it } from 'vitest'
import { cashoutConfirmResponseSchema, cashoutOddsKey, readCashoutOddsKey } from './cash-out.ts'
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

describe('cashoutOddsKey (§7 Bets: cashout)', () => {
  it('changes with the offer and reads back the offer it was given for', () => {
    const key = cashoutOddsKey({ stakeRunning: 1000, amount: 950 })
    expect(readCashoutOddsKey(key)).toEqual({ stakeRunning: 1000, amount: 950 })
    expect(cashoutOddsKey({ stakeRunning: 1000, amount: 951 })).not.toBe(key)
    expect(cashoutOddsKey({ stakeRunning: 500, amount: 950 })).not.toBe(key)
  })

  it('a key the server never gave reads as none', () => {
    for (const forged of ['', 'x', '1.', '.1', '0.5', 'a.b.c', 'ZZ.1', `${'z'.repeat(13)}.1`])
      expect(readCashoutOddsKey(forged)).toBeUndefined()
  })
})
