import { describe, expect, it } from 'vitest'
import { playerDetailsDefaults, playerSettingsDefaults } from './profile.ts'

describe('§3 player', () => {
  it('§3 player details: vipLevel defaults to 0, excludedFromPromotions to true', () => {
    expect(playerDetailsDefaults.vipLevel).toBe(0)
    expect(playerDetailsDefaults.excludedFromPromotions).toBe(true)
  })

  it('§3 player settings: odds type and layout default to not_selected', () => {
    expect(playerSettingsDefaults.oddsType).toBe('not_selected')
    expect(playerSettingsDefaults.layout).toBe('not_selected')
  })
})
