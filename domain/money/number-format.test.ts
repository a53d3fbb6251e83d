import { describe, expect, it } from 'vitest'
import { type Currency, defaultCurrency } from './currency.ts'
import { defaultNumberFormat, formatMoney, formatNumber } from './number-format.ts'

const european = { groupSeparator: '.', decimalSeparator: ',', precision: 2 }

describe('number formatting', () => {
  it('§5 number format: default en-US style with precision 2', () => {
    expect(defaultNumberFormat).toEqual({
      groupSeparator: ',',
      decimalSeparator: '.',
      precision: 2,
    })
    expect(formatNumber(1234567.891)).toBe('1,234,567.89')
    expect(formatNumber(0)).toBe('0.00')
    expect(formatNumber(-1234.5)).toBe('-1,234.50')
  })

  it('§5 number format: grouping and decimal separators from config', () => {
    expect(formatNumber(1234567.891, european)).toBe('1.234.567,89')
    expect(formatNumber(1234, { ...european, groupSeparator: ' ' })).toBe('1 234,00')
    expect(formatNumber(1234.5, { ...defaultNumberFormat, precision: 0 })).toBe('1,235')
  })

  it('§5 number format: up to 2 decimals where the spec says so', () => {
    expect(formatNumber(12.5, defaultNumberFormat, { trimZeros: true })).toBe('12.5')
    expect(formatNumber(12, defaultNumberFormat, { trimZeros: true })).toBe('12')
  })

  it('§5 multi-currency: thousand-scale amounts are divided by 1000 for display', () => {
    const vnd: Currency = { code: 'VND', precision: 0, displayScale: 1000 }
    expect(formatMoney(12_345, vnd)).toBe('12.345')
    expect(formatMoney(123_456, defaultCurrency)).toBe('1,234.56')
  })

  it('a whole number of thousands shows no decimals of a thousand; a part shows to the unit', () => {
    const vnd: Currency = { code: 'VND', precision: 0, displayScale: 1000 }
    const idr: Currency = { code: 'IDR', precision: 2, displayScale: 1000 }
    expect(formatMoney(50_000_000, vnd)).toBe('50,000')
    expect(formatMoney(50_000_000_000, idr)).toBe('500,000')
    expect(formatMoney(12_500, vnd)).toBe('12.5')
    expect(formatMoney(0, vnd)).toBe('0')
    // Sen are no part of a thousand's reading: to the nearest rupiah.
    expect(formatMoney(1_234_567, idr)).toBe('12.346')
    expect(formatMoney(50_000_000_000, idr, european)).toBe('500.000')
  })

  it('rounds halves up, exactly: 1.005 shows as 1.01', () => {
    expect(formatNumber(1.005)).toBe('1.01')
    expect(formatNumber(0.125)).toBe('0.13')
  })
})
