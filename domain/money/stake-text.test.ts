import { describe, expect, it } from 'vitest'
import { type Currency, defaultCurrency as eur } from './currency.ts'
import { enterStake } from './stake-text.ts'

const vnd: Currency = { code: 'VND', precision: 0 }
const krw: Currency = { code: 'KRW', precision: 0 }

describe('stake text (§5)', () => {
  it('§5 stake: commas removed before numeric conversion', () => {
    expect(enterStake('1,250', 0, eur)).toEqual({
      ok: true,
      text: '1250',
      stake: 125_000,
      recalculate: true,
    })
    expect(enterStake('1,250.5', 0, eur)).toEqual({
      ok: true,
      text: '1250.5',
      stake: 125_050,
      recalculate: true,
    })
  })

  it('§5 stake: 0 and 0.0 kept as typed', () => {
    expect(enterStake('0', 500, eur)).toEqual({ ok: true, text: '0', stake: 0, recalculate: true })
    expect(enterStake('0.0', 0, eur)).toEqual({
      ok: true,
      text: '0.0',
      stake: 0,
      recalculate: false,
    })
  })

  it('§5 stake: trailing dot kept as typed, no recalculation', () => {
    expect(enterStake('12.', 1200, eur)).toEqual({
      ok: true,
      text: '12.',
      stake: 1200,
      recalculate: false,
    })
    expect(enterStake('12.', 500, eur)).toEqual({
      ok: true,
      text: '12.',
      stake: 1200,
      recalculate: false,
    })
  })

  it('§5 stake: trailing 0 kept as typed, no recalculation', () => {
    expect(enterStake('12.50', 1250, eur)).toEqual({
      ok: true,
      text: '12.50',
      stake: 1250,
      recalculate: false,
    })
    expect(enterStake('3.0', 300, eur)).toEqual({
      ok: true,
      text: '3.0',
      stake: 300,
      recalculate: false,
    })
  })

  it('§5 stake: a whole number ending in 0 is not a trailing 0 and recalculates', () => {
    expect(enterStake('10', 100, eur)).toEqual({
      ok: true,
      text: '10',
      stake: 1000,
      recalculate: true,
    })
  })

  it('§5 stake: otherwise normalised to the currency format', () => {
    expect(enterStake('007', 0, eur)).toEqual({
      ok: true,
      text: '7',
      stake: 700,
      recalculate: true,
    })
    expect(enterStake('.5', 0, eur)).toEqual({
      ok: true,
      text: '0.5',
      stake: 50,
      recalculate: true,
    })
    // A third decimal cannot be staked in EUR: it is dropped, never rounded up.
    expect(enterStake('12.345', 0, eur)).toEqual({
      ok: true,
      text: '12.34',
      stake: 1234,
      recalculate: true,
    })
    expect(enterStake('12.5', 0, krw)).toEqual({
      ok: true,
      text: '12',
      stake: 12,
      recalculate: true,
    })
  })

  it('§5 stake: thousand-scale stakes are typed in thousands', () => {
    expect(enterStake('50', 0, vnd)).toEqual({
      ok: true,
      text: '50',
      stake: 50_000,
      recalculate: true,
    })
    expect(enterStake('12.5', 0, vnd)).toEqual({
      ok: true,
      text: '12.5',
      stake: 12_500,
      recalculate: true,
    })
    expect(enterStake('12.3456', 0, vnd)).toEqual({
      ok: true,
      text: '12.345',
      stake: 12_345,
      recalculate: true,
    })
  })

  it('§5 stake: only a stake differing from the active one is processed', () => {
    expect(enterStake('12.5', 1250, eur)).toEqual({
      ok: true,
      text: '12.5',
      stake: 1250,
      recalculate: false,
    })
    expect(enterStake('0', 0, eur)).toEqual({ ok: true, text: '0', stake: 0, recalculate: false })
  })

  it('an emptied box is a zero stake', () => {
    expect(enterStake('', 500, eur)).toEqual({ ok: true, text: '', stake: 0, recalculate: true })
  })

  it('text that is not a stake is refused as a value, never thrown', () => {
    expect(enterStake('12a', 0, eur)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(enterStake('-5', 0, eur)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(enterStake('1.2.3', 0, eur)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(enterStake('9'.repeat(30), 0, eur)).toEqual({ ok: false, reason: 'too-large' })
  })
})
