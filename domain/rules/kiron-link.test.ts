import { describe, expect, it } from 'vitest'
import { isKironLinkVisible } from './kiron-link.ts'

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
