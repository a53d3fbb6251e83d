import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isJackpotSlipComplete } from './jackpot-slip.ts'

describe('jackpot slip', () => {
  it('§4 jackpot slip: complete when every event number 1..count has a selection', () => {
    expect(isJackpotSlipComplete(3, [3, 1, 2])).toBe(true)
    expect(isJackpotSlipComplete(3, [1, 1, 2, 2])).toBe(false)
    expect(isJackpotSlipComplete(3, [1, 2, 3, 3])).toBe(true)
  })

  it('§4 jackpot slip: a missing event number keeps place disabled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, seed) => {
        const missing = (seed % count) + 1
        const selections = Array.from({ length: count }, (_, index) => index + 1).filter(
          (eventNumber) => eventNumber !== missing,
        )
        expect(isJackpotSlipComplete(count, selections)).toBe(false)
      }),
    )
  })

  it('§4 jackpot slip: selections outside 1..count do not stand in for a missing one', () => {
    expect(isJackpotSlipComplete(2, [1, 3])).toBe(false)
    expect(isJackpotSlipComplete(2, [0, 2])).toBe(false)
  })

  it('§4 jackpot slip: a jackpot without events cannot be placed', () => {
    expect(isJackpotSlipComplete(0, [])).toBe(false)
  })
})
