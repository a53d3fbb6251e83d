import { describe, expect, it } from 'vitest'
import { playerDetailsDefaults } from './profile.ts'

describe('§3 player', () => {
  it('§3 player details: vipLevel defaults to 0, excludedFromPromotions to true', () => {
    expect(playerDetailsDefaults.vipLevel).toBe(0)
    expect(playerDetailsDefaults.excludedFromPromotions).toBe(true)
  })
})
