import { describe, expect, it } from 'vitest'
import { originIdOf } from './origin-id.ts'

describe('§9 originId', () => {
  it('§9 originId: 11 by default', () => {
    expect(originIdOf({ isNativeApp: false, forceBetslipOriginId: false })).toBe(11)
    expect(originIdOf({ isNativeApp: true, forceBetslipOriginId: false })).toBe(11)
  })

  it('§9 originId: 20 when the native app forces it, and only the native app', () => {
    expect(originIdOf({ isNativeApp: true, forceBetslipOriginId: true })).toBe(20)
    expect(originIdOf({ isNativeApp: false, forceBetslipOriginId: true })).toBe(11)
  })
})
