import { describe, expect, it } from 'vitest'
import { type FooterContext, footerTabs } from './footer-tabs.ts'

const mobile: FooterContext = {
  desktop: false,
  nativeApp: false,
  display_promotions_link: true,
  root_page_configuration: '',
}

describe('§2 footer tabs', () => {
  it('§2 footer tabs: mobile shows Menu, Live, Pre-events, Betslip, My Bets and Promos in that order', () => {
    expect(footerTabs(mobile)).toEqual(['menu', 'live', 'calendar', 'betslip', 'myBets', 'promos'])
  })

  it('§2 footer tabs: desktop shows only Betslip and My Bets', () => {
    expect(footerTabs({ ...mobile, desktop: true })).toEqual(['betslip', 'myBets'])
  })

  it('§2 footer tabs: Promos hidden when the setting is off, or in the native app', () => {
    expect(footerTabs({ ...mobile, display_promotions_link: false })).not.toContain('promos')
    expect(footerTabs({ ...mobile, nativeApp: true })).not.toContain('promos')
  })

  it('§2 footer tabs: Kiron never shows in the mobile bar (it shows only on desktop)', () => {
    expect(footerTabs(mobile)).not.toContain('kiron')
  })

  it('§2 footer tabs: Menu shows only when no root page is set', () => {
    expect(footerTabs({ ...mobile, root_page_configuration: 'Live page' })).toEqual([
      'live',
      'calendar',
      'betslip',
      'myBets',
      'promos',
    ])
  })

  it("§2 footer tabs: with root page 'Prematch page' the order is calendar, live, then the others", () => {
    expect(footerTabs({ ...mobile, root_page_configuration: 'Prematch page' })).toEqual([
      'calendar',
      'live',
      'betslip',
      'myBets',
      'promos',
    ])
  })
})
