import { describe, expect, it } from 'vitest'
import { type Currency, defaultCurrency as eur } from './currency.ts'
import { enterStake } from './stake-text.ts'

const vnd: Currency = { code: 'VND', precision: 0, displayScale: 1000 }
const krw: Currency = { code: 'KRW', precision: 0, displayScale: 1 }

/** enterStake's answer for text it takes: the text the box shows, the stake in minor units, and
 * whether the slip recalculates. */
const taken = (text: string, stake: number, recalculate: boolean) => ({
  ok: true,
  text,
  stake,
  recalculate,
})

describe('stake text (§5)', () => {
  it('§5 stake: commas removed before numeric conversion', () => {
    expect(enterStake('1,250', 0, eur)).toEqual(taken('1250', 125_000, true))
    expect(enterStake('1,250.5', 0, eur)).toEqual(taken('1250.5', 125_050, true))
  })

  it('§5 stake: 0 and 0.0 kept as typed', () => {
    expect(enterStake('0', 500, eur)).toEqual(taken('0', 0, true))
    expect(enterStake('0.0', 0, eur)).toEqual(taken('0.0', 0, false))
  })

  it('§5 stake: trailing dot kept as typed, no recalculation', () => {
    expect(enterStake('12.', 1200, eur)).toEqual(taken('12.', 1200, false))
    expect(enterStake('12.', 500, eur)).toEqual(taken('12.', 1200, false))
  })

  it('§5 stake: trailing 0 kept as typed, no recalculation', () => {
    expect(enterStake('12.50', 1250, eur)).toEqual(taken('12.50', 1250, false))
    expect(enterStake('3.0', 300, eur)).toEqual(taken('3.0', 300, false))
  })

  it('§5 stake: a whole number ending in 0 is not a trailing 0 and recalculates', () => {
    expect(enterStake('10', 100, eur)).toEqual(taken('10', 1000, true))
  })

  it('§5 stake: otherwise normalised to the currency format', () => {
    expect(enterStake('007', 0, eur)).toEqual(taken('7', 700, true))
    expect(enterStake('.5', 0, eur)).toEqual(taken('0.5', 50, true))
    // A third decimal cannot be staked in EUR: it is dropped, never rounded up.
    expect(enterStake('12.345', 0, eur)).toEqual(taken('12.34', 1234, true))
    expect(enterStake('12.5', 0, krw)).toEqual(taken('12', 12, true))
  })

  it('§5 stake: thousand-scale stakes are typed in thousands', () => {
    expect(enterStake('50', 0, vnd)).toEqual(taken('50', 50_000, true))
    expect(enterStake('12.5', 0, vnd)).toEqual(taken('12.5', 12_500, true))
    expect(enterStake('12.3456', 0, vnd)).toEqual(taken('12.345', 12_345, true))
  })

  it('§5 stake: only a stake differing from the active one is processed', () => {
    expect(enterStake('12.5', 1250, eur)).toEqual(taken('12.5', 1250, false))
    expect(enterStake('0', 0, eur)).toEqual(taken('0', 0, false))
  })

  it('an emptied box is a zero stake', () => {
    expect(enterStake('', 500, eur)).toEqual(taken('', 0, true))
  })

  it('text that is not a stake is refused as a value, never thrown', () => {
    expect(enterStake('12a', 0, eur)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(enterStake('-5', 0, eur)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(enterStake('1.2.3', 0, eur)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(enterStake('9'.repeat(30), 0, eur)).toEqual({ ok: false, reason: 'too-large' })
  })
})
