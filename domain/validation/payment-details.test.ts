import { describe, expect, it } from 'vitest'
import {
  isExpired,
  isExpiryText,
  isValidCardNumber,
  isValidIban,
  lastFour,
} from './payment-details.ts'

describe('card numbers (Luhn)', () => {
  it('takes the sandbox test cards, spaced or not', () => {
    for (const number of [
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000-0000-0000-9995',
      '5555555555554444',
      '378282246310005',
    ])
      expect(isValidCardNumber(number)).toBe(true)
  })

  it('refuses a number whose check digit is wrong, too short, too long, or not digits', () => {
    for (const number of [
      '4242 4242 4242 4241',
      '4000000000000001',
      '42424242424',
      '42424242424242424242',
      '4242 4242 4242 424a',
      '',
    ])
      expect(isValidCardNumber(number)).toBe(false)
  })
})

describe('IBAN (ISO 13616)', () => {
  it('takes valid IBANs of several countries, spaced or not, any case', () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 32',
      'DE89370400440532013000',
      'fr14 2004 1010 0505 0001 3m02 606',
      'MT84MALT011000012345MTLCAST001S',
      'NL91ABNA0417164300',
    ])
      expect(isValidIban(iban)).toBe(true)
  })

  it('refuses a wrong checksum, a wrong length for the country and an unknown country', () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 33',
      'GB81WEST12345698765432',
      'DE8937040044053201300',
      'ZZ82WEST12345698765432',
      'GB82-WEST-1234',
      '',
    ])
      expect(isValidIban(iban)).toBe(false)
  })
})

describe('expiry', () => {
  it('reads MM/YY only', () => {
    expect(isExpiryText('12/30')).toBe(true)
    for (const text of ['13/30', '00/30', '1/30', '12/2030', '12-30'])
      expect(isExpiryText(text)).toBe(false)
  })

  it('is valid through the last day of its month', () => {
    expect(isExpired('11/26', new Date('2026-11-30T23:59:59Z'))).toBe(false)
    expect(isExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true)
    expect(isExpired('12/26', new Date('2026-12-31T12:00:00Z'))).toBe(false)
  })
})

it('a receipt shows the last four only', () => {
  expect(lastFour('4242 4242 4242 4242')).toBe('4242')
})
