import { describe, expect, it } from 'vitest'
import { partnerProductOf, partnerProducts } from './partner-products.ts'

describe('partner products', () => {
  it('has one page per product of SPEC.md section 2, each with its partner', () => {
    expect(partnerProducts.map((product) => product.path)).toContain('/sports/kiron')
    expect(partnerProducts.map((product) => product.path)).toContain('/powerball')
    expect(new Set(partnerProducts.map((product) => product.slug)).size).toBe(
      partnerProducts.length,
    )
    expect(partnerProductOf('kiron')?.partner).toBe('kiron')
    expect(partnerProductOf('exchange')?.partner).toBe('icore')
    expect(partnerProductOf('casino')).toBeUndefined()
  })
})
