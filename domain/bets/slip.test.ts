import { describe, expect, it } from 'vitest'
import { checkAddSelection, combinable, maxBetsOnSlip, slipLimit } from './slip.ts'

describe('betslip size', () => {
  it('§9 max bets on slip 15', () => {
    expect(maxBetsOnSlip).toBe(15)
    expect(checkAddSelection(14, {})).toEqual({ ok: true })
    expect(checkAddSelection(15, {})).toEqual({ ok: false, code: 'RES-00247' })
  })

  it('§3 settings max_bets_on_betslip may lower the limit, not raise it', () => {
    expect(slipLimit({ max_bets_on_betslip: 10 })).toBe(10)
    expect(checkAddSelection(10, { max_bets_on_betslip: 10 })).toEqual({
      ok: false,
      code: 'RES-00247',
    })
    expect(slipLimit({ max_bets_on_betslip: 40 })).toBe(15)
    expect(slipLimit({ max_bets_on_betslip: 0 })).toBe(15)
    expect(slipLimit({ max_bets_on_betslip: 2.5 })).toBe(15)
  })

  it('§3 selection params includeInMultiples: a selection kept out is not combined', () => {
    const base = { eventId: 'e', marketId: 'm', decimal: 2 }
    const kept = combinable([
      { ...base, outcomeId: '1' },
      { ...base, outcomeId: '2', includeInMultiples: false },
      { ...base, outcomeId: '3', includeInMultiples: true },
    ])
    expect(kept.map((selection) => selection.outcomeId)).toEqual(['1', '3'])
  })
})
