import { describe, expect, it } from 'vitest'
import { defaultCurrency } from './currency.ts'
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
    expect(formatMoney(12_345, { code: 'VND', precision: 0, displayScale: 1000 })).toBe('12.35')
    expect(formatMoney(50_000_000, { code: 'VND', precision: 0, displayScale: 1000 })).toBe(
      '50,000.00',
    )
    expect(formatMoney(123_456, defaultCurrency)).toBe('1,234.56')
  })

  it('rounds halves up, exactly: 1.005 shows as 1.01', () => {
    expect(formatNumber(1.005)).toBe('1.01')
    expect(formatNumber(0.125)).toBe('0.13')
  })
})
