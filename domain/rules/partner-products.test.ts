import { describe, expect, it } from 'vitest'
import { partnerProductOf, partnerProducts } from './partner-products.ts'

describe('partner products', () => {
  it('has one page per product of SPEC.md section 2, each with its partner', () => {
    const paths = partnerProducts.flatMap((product) => product.paths)
    // Section 2's partner pages under /sports/, and its further game pages at the top level.
    for (const slug of [
      'kiron',
      'betradar-virtuals',
      'esportsbull',
      'edge',
      'pinnacle',
      'exchange',
    ])
      expect(paths).toContain(`/sports/${slug}`)
    for (const path of ['/sports/parlaybay', '/sports/soccerbet', '/sports/vir2al-games'])
      expect(paths).toContain(path)
    for (const path of ['/sports/leap', '/sports/esports', '/sports/lotto'])
      expect(paths).toContain(path)
    for (const path of ['/cryptoblast', '/powerball', '/lotto']) expect(paths).toContain(path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(partnerProducts.map((product) => product.slug)).size).toBe(
      partnerProducts.length,
    )
    expect(partnerProductOf('kiron')?.partner).toBe('kiron')
    expect(partnerProductOf('exchange')?.partner).toBe('icore')
    expect(partnerProductOf('casino')).toBeUndefined()
  })
})
