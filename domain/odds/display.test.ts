import { describe, expect, it } from 'vitest'
import { formatOdds } from './display.ts'

describe('odds display (§5)', () => {
  it('§5 odds display: decimal to 2 digits', () => {
    expect(formatOdds(2.5, 'euro')).toBe('2.50')
    expect(formatOdds(1.01, 'euro')).toBe('1.01')
    expect(formatOdds(2.625, 'euro')).toBe('2.63')
    expect(formatOdds(1000, 'euro')).toBe('1000.00')
  })

  it('§5 odds display: 3 digits if under 1.01', () => {
    expect(formatOdds(1.005, 'euro')).toBe('1.005')
    expect(formatOdds(1.001, 'hk')).toBe('0.001')
  })

  it('§5 odds display: hk = decimal minus 1', () => {
    expect(formatOdds(2.5, 'hk')).toBe('1.50')
    expect(formatOdds(1.8, 'hk')).toBe('0.80')
  })

  it('§5 odds display: us, indo, malay signed', () => {
    expect(formatOdds(2.5, 'us')).toBe('+150')
    expect(formatOdds(1.5, 'us')).toBe('-200')
    expect(formatOdds(1.37, 'us')).toBe('-270')
    expect(formatOdds(3, 'malay')).toBe('-0.50')
    expect(formatOdds(1.8, 'malay')).toBe('0.80')
    expect(formatOdds(1.5, 'indo')).toBe('-2.00')
    expect(formatOdds(3, 'indo')).toBe('2.00')
  })

  it('§3 player settings: uk shows a fraction', () => {
    expect(formatOdds(1.67, 'uk')).toBe('4/6')
  })

  it('a price that pays nothing shows nothing', () => {
    expect(formatOdds(1, 'euro')).toBe('')
    expect(formatOdds(1, 'uk')).toBe('')
  })
})
