import { describe, expect, it } from 'vitest'
import { sportByCode } from '../reference/sports.ts'
import {
  imageUrl,
  layout,
  liveStreamingSportCodes,
  navigationIds,
  paging,
  siteImageUrl,
  timeSeconds,
} from './constants.ts'

describe('§9 business constants', () => {
  it('§9 constants: time 60, 3600, 28800 s; paging 50, 20, 10, 0, 50', () => {
    expect(Object.values(timeSeconds)).toEqual([60, 3600, 28800])
    expect(paging).toEqual({
      settledBetsPerCall: 50,
      eventsPerPage: 20,
      topBoostedEvents: 10,
      liveOverviewMarkets: 0,
      prematchOverviewPerPage: 50,
    })
  })

  it('§2 navigation ids: favourites 10000, homepage 10001, jackpot bet 10002', () => {
    expect(navigationIds).toEqual({ favourites: 10000, homepage: 10001, jackpotBet: 10002 })
  })

  it('§9 breakpoints: desktop 1024 px, wide 1366 px; the open menu locks scrolling at 1024 px or less', () => {
    expect([
      layout.desktopMinWidth,
      layout.wideMinWidth,
      layout.rightColumnWidth,
      layout.footerHeight,
    ]).toEqual([1024, 1366, 380, 50])
  })

  it('§9 live streaming: the eight virtual and esports sports, all catalogued', () => {
    expect(liveStreamingSportCodes).toHaveLength(8)
    for (const code of liveStreamingSportCodes) expect(sportByCode(code), code).toBeDefined()
  })

  it('§7 image url: the src, width and quality of /m{src}?w=&q=, quality 75 by default, at /images', () => {
    expect(imageUrl('/images/logo.png', 320)).toBe('/images?src=/images/logo.png&w=320&q=75')
    expect(imageUrl('/a.jpg', 99.6, 40)).toBe('/images?src=/a.jpg&w=100&q=40')
    expect(imageUrl('/brands/x/a b&c.png', 50)).toBe(
      '/images?src=/brands/x/a%20b%26c.png&w=50&q=75',
    )
  })

  it("§7 a site's own image goes through the resizer, another site's as it is", () => {
    expect(siteImageUrl('/brands/demo/logo.svg', 320, 90)).toBe(
      '/images?src=/brands/demo/logo.svg&w=320&q=90',
    )
    expect(siteImageUrl('https://cdn.example.com/logo.svg', 320)).toBe(
      'https://cdn.example.com/logo.svg',
    )
  })
})
