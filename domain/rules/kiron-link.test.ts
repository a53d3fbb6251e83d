import { describe, expect, it } from 'vitest'
import { isKironLinkVisible, kironOffer } from './kiron-link.ts'

const shown = { show_kiron_virtuals: 'enabled', currency: 'EUR', desktop: true }

describe('§5 Kiron link visibility', () => {
  it('§5 Kiron link: shows for either enable option and a currency other than usdt', () => {
    expect(isKironLinkVisible(shown)).toBe(true)
    expect(isKironLinkVisible({ ...shown, show_kiron_virtuals: 'enabled_new_tab' })).toBe(true)
  })

  it('§5 Kiron link: hidden for usdt, in any letter case', () => {
    expect(isKironLinkVisible({ ...shown, currency: 'usdt' })).toBe(false)
    expect(isKironLinkVisible({ ...shown, currency: 'USDT' })).toBe(false)
  })

  it('§5 Kiron link: hidden when the setting is anything but an enable option', () => {
    for (const value of ['disabled', '', 'true', 'ENABLED']) {
      expect(isKironLinkVisible({ ...shown, show_kiron_virtuals: value })).toBe(false)
    }
  })

  it('§2 Kiron link: shows only on desktop', () => {
    expect(isKironLinkVisible({ ...shown, desktop: false })).toBe(false)
  })
})

describe('§2 the Kiron page', () => {
  it('opens in the page or in a tab of its own, as the setting says, on any device', () => {
    expect(kironOffer({ show_kiron_virtuals: 'enabled', currency: 'EUR' })).toBe('in-page')
    expect(kironOffer({ show_kiron_virtuals: 'enabled_new_tab', currency: 'EUR' })).toBe('new-tab')
  })

  it('is not offered when disabled, or to a USDT account', () => {
    expect(kironOffer({ show_kiron_virtuals: 'disabled', currency: 'EUR' })).toBe('none')
    expect(kironOffer({ show_kiron_virtuals: 'enabled', currency: 'USDT' })).toBe('none')
  })
})
