import { describe, expect, it } from 'vitest'
import { formatPercent } from './percent.ts'

describe('a rate in percent', () => {
  it('is written as the locale writes it, never with a space of our own', () => {
    expect(formatPercent('en', 15)).toBe('15%')
    expect(formatPercent('en', 2.5)).toBe('2.5%')
    expect(formatPercent('de', 15)).toBe('15\u00a0%')
    expect(formatPercent('tr', 15)).toBe('%15')
  })

  it('signed, says an increase with its sign, and nothing of none', () => {
    expect(formatPercent('en', 5, { signed: true })).toBe('+5%')
    expect(formatPercent('en', 0, { signed: true })).toBe('0%')
  })
})
