import { describe, expect, it } from 'vitest'
import type { CurrencyEntry } from '../../domain/api/site.ts'
import { createFormat } from './format.ts'

// As GET /xapi/rest/currencies answers them.
const currencies: CurrencyEntry[] = [
  { code: 'EUR', name: 'Euro', symbol: '€', precision: 2, displayScale: 1 },
  { code: 'USD', name: 'US Dollar', symbol: '$', precision: 2, displayScale: 1 },
  { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', precision: 0, displayScale: 1000 },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', precision: 2, displayScale: 1000 },
]
const formatIn = (locale: string, precision?: number) =>
  createFormat(locale, {}, { currencies, precision })

describe('Issue 11 money and times in the page locale', () => {
  it('the amount is exact minor units; the sign goes where the locale puts it', () => {
    expect(formatIn('en').money(123456, 'EUR')).toBe('€1,234.56')
    expect(formatIn('de').money(123456, 'EUR')).toBe('1,234.56\u00a0€')
    expect(formatIn('en').money(-500, 'USD')).toBe('−$5.00')
    expect(formatIn('en').moneyOrPending(undefined, 'EUR')).toBe('…')
  })

  it('a thousand-scale currency says it counts in thousands, with its code and never a sign', () => {
    expect(formatIn('vi', 2).money(1_234_500, 'VND')).toBe('12.345\u00a0N VND')
    expect(formatIn('en').money(500_000_000, 'IDR')).toBe('5,000K IDR')
    expect(formatIn('zh').money(500_000_000, 'IDR')).toBe('5,000K IDR')
    expect(formatIn('en').stakeUnit('IDR')).toBe('K IDR')
    expect(formatIn('en').stakeUnit('EUR')).toBe('')
  })

  it("the server's record says the sign, the minor unit and the scale, not a table of the page's", () => {
    const own: CurrencyEntry[] = [
      { code: 'EUR', name: 'Euro', symbol: 'EUR ', precision: 2, displayScale: 1 },
      { code: 'KRW', name: 'Won', symbol: '₩', precision: 0, displayScale: 1000 },
    ]
    const format = createFormat('en', {}, { currencies: own })
    expect(format.money(1_005, 'EUR')).toBe('EUR 10.05')
    expect(format.money(12_345, 'KRW')).toBe('12.345K KRW')
    expect(format.currency('KRW')).toEqual({ code: 'KRW', precision: 0, displayScale: 1000 })
    // A currency the list has not given is not guessed at.
    expect(format.money(500, 'GBP')).toBe('…')
    expect(format.currency('GBP')).toBeUndefined()
  })

  it("a fractional 1/1 is the translation's word for it, every other price and format as written", () => {
    const format = createFormat('en', { evens: 'Evens' })
    expect(format.odds(2, 'uk')).toBe('Evens')
    expect(format.odds(2, 'euro')).toBe('2.00')
    expect(format.odds(2.75, 'uk')).toBe('7/4')
    expect(createFormat('de', { evens: '1/1' }).odds(2, 'uk')).toBe('1/1')
  })

  it('"today" is the locale\'s own word', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    const later = new Date(now + 3600_000).toISOString()
    expect(createFormat('en').startTime(later, now)).toMatch(/^Today /)
    expect(createFormat('es').startTime(later, now)).toMatch(/^Hoy /)
    expect(createFormat('zh').startTime(later, now)).toMatch(/^今天 /)
  })
})
