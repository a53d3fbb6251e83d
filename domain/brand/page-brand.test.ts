import { describe, expect, it } from 'vitest'
import { chosenBrand, hostBrand, namedPageBrand } from './page-brand.ts'

const brands = new Set(['demo', 'gateway', 'wallet'])

describe('the brand a page is for', () => {
  it('brand= in its address first, then the brand its cookie keeps, then its host', () => {
    const page = { asked: 'wallet', kept: 'gateway', hostname: 'demo.localhost' }
    expect(namedPageBrand(page, brands)).toBe('wallet')
    expect(namedPageBrand({ ...page, asked: null }, brands)).toBe('gateway')
    expect(namedPageBrand({ ...page, asked: null, kept: null }, brands)).toBe('demo')
  })

  it("a kept brand wins over another brand's host: the bettor chose it", () => {
    expect(
      namedPageBrand({ asked: null, kept: 'wallet', hostname: 'gateway.localhost' }, brands),
    ).toBe('wallet')
  })

  it('names none on a bare address or a host that is no brand: the default brand serves it', () => {
    expect(
      namedPageBrand({ asked: null, kept: null, hostname: '127.0.0.1' }, brands),
    ).toBeUndefined()
    expect(
      namedPageBrand({ asked: '', kept: undefined, hostname: 'sportsbook.example' }, brands),
    ).toBe(undefined)
  })

  it('brand= as typed, in capitals or with spaces, names the brand', () => {
    expect(chosenBrand(' Gateway ', null)).toBe('gateway')
  })

  it('a value no brand could have names nothing, and the next sign is read', () => {
    expect(chosenBrand('"><script>', 'wallet')).toBe('wallet')
    expect(chosenBrand(null, 'x'.repeat(41))).toBeUndefined()
    expect(
      namedPageBrand(
        { asked: 'no such/brand', kept: 'Wallet', hostname: 'gateway.localhost' },
        brands,
      ),
    ).toBe('gateway')
  })

  it('a brand chosen need not exist: whoever serves the page says it is unknown', () => {
    expect(
      namedPageBrand({ asked: 'nobody', kept: null, hostname: 'gateway.localhost' }, brands),
    ).toBe('nobody')
  })

  it("a host's first label is the brand, in any case", () => {
    expect(hostBrand('GATEWAY.localhost', brands)).toBe('gateway')
    expect(hostBrand('www.gateway.example', brands)).toBeUndefined()
  })
})
