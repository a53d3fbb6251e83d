import { describe, expect, it } from 'vitest'
import { createFormat } from './format.ts'

describe('Issue 11 money and times in the page locale', () => {
  it('the amount is exact minor units; the sign goes where the locale puts it', () => {
    expect(createFormat('en').money(123456, 'EUR')).toBe('€1,234.56')
    expect(createFormat('de').money(123456, 'EUR')).toBe('1,234.56\u00a0€')
    expect(createFormat('en').money(-500, 'USD')).toBe('−$5.00')
    expect(createFormat('en').moneyOrPending(undefined, 'EUR')).toBe('…')
  })

  it('a thousand-scale currency says it counts in thousands, with its code and never a sign', () => {
    expect(createFormat('vi').money(1_234_500, 'VND')).toBe('12.35\u00a0N VND')
    expect(createFormat('en').money(500_000_000, 'IDR')).toBe('5,000.00K IDR')
    expect(createFormat('zh').money(500_000_000, 'IDR')).toBe('5,000.00K IDR')
    expect(createFormat('en').stakeUnit('IDR')).toBe('K IDR')
    expect(createFormat('en').stakeUnit('EUR')).toBe('')
  })

  it('"today" is the locale\'s own word', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    const later = new Date(now + 3600_000).toISOString()
    expect(createFormat('en').startTime(later, now)).toMatch(/^Today /)
    expect(createFormat('es').startTime(later, now)).toMatch(/^Hoy /)
    expect(createFormat('zh').startTime(later, now)).toMatch(/^今天 /)
  })
})
