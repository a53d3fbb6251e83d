import { describe, expect, it } from 'vitest'
import { priceTrend } from './trend.ts'

const history = (...decimals: number[]) => {
  const [currentPrice, penultimatePrice, antepenultimatePrice] = decimals.map((decimal) => ({
    decimal,
  }))
  return {
    currentPrice: currentPrice ?? { decimal: 1 },
    ...(penultimatePrice ? { penultimatePrice } : {}),
    ...(antepenultimatePrice ? { antepenultimatePrice } : {}),
  }
}

describe('priceTrend', () => {
  it('is shortening after two falls and drifting after two rises', () => {
    expect(priceTrend(history(1.8, 1.9, 2.0))).toBe('shortening')
    expect(priceTrend(history(2.2, 2.1, 2.0))).toBe('drifting')
  })

  it('is nothing after a single move, a move back, a flat price or too short a history', () => {
    expect(priceTrend(history(1.8, 1.9, 1.9))).toBeUndefined()
    expect(priceTrend(history(1.8, 1.9, 1.7))).toBeUndefined()
    expect(priceTrend(history(1.8, 1.9))).toBeUndefined()
    expect(priceTrend(history(1.8))).toBeUndefined()
  })
})
