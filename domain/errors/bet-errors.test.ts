import { describe, expect, it } from 'vitest'
import {
  betErrorMeaning,
  betErrorMeanings,
  isBetErrorCode,
  priceChangedCode,
} from './bet-errors.ts'

describe('bet error codes', () => {
  it('§8 bet error codes: every code of the catalogue has a meaning', () => {
    const catalogue = [
      '00152',
      '00048',
      '00109',
      '00108',
      '00056',
      '00034',
      '00103',
      '00140',
      '00057',
      '00153',
      '00195',
      '00047',
      '00046',
      '00100',
      '00098',
      '00199',
      '00196',
      '00218',
      '00233',
      '00241',
      '00049',
      '00246',
      '00247',
    ].map((digits) => `RES-${digits}`)
    expect(Object.keys(betErrorMeanings).sort()).toEqual(catalogue.sort())
  })

  it('§8 bet error codes: codes that share a meaning in the spec share it here', () => {
    expect(betErrorMeaning('RES-00048')).toBe(betErrorMeaning('RES-00109'))
    expect(betErrorMeaning('RES-00199')).toBe(betErrorMeaning('RES-00196'))
  })

  it('§8 RES-00152: bet change is the price-change code', () => {
    expect(priceChangedCode).toBe('RES-00152')
    expect(betErrorMeaning(priceChangedCode)).toBe('The price has changed')
  })

  it('§8 bet error codes: an unknown code keeps the server message, else a generic one', () => {
    expect(isBetErrorCode('RES-99999')).toBe(false)
    expect(isBetErrorCode(undefined)).toBe(false)
    expect(betErrorMeaning('RES-99999', 'New rule')).toBe('New rule')
    expect(betErrorMeaning(undefined)).toBe('Something went wrong')
  })
})
