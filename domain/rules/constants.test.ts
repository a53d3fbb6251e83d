import { describe, expect, it } from 'vitest'
import { sportByCode } from '../reference/sports.ts'
import {
  drawnImageQuality,
  drawnImageWidth,
  imageUrl,
  imageWidths,
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

  it('§7 image url: /m{src}?w={width}&q={quality}, quality 75 by default', () => {
    expect(imageUrl('/images/logo.png', 320)).toBe('/m/images/logo.png?w=320&q=75')
    expect(imageUrl('/a.jpg', 256, 40)).toBe('/m/a.jpg?w=256&q=40')
  })

  it('§7 image url: the width laid out, in whole pixels', () => {
    expect(imageUrl('/a.jpg', 99.6, 42)).toBe('/m/a.jpg?w=100&q=42')
  })

  it('§7 the resizer draws a width at the next of the ladder, a quality at a step of five', () => {
    expect([1, 16, 17, 48, 49, 2047, 2048, 4000].map(drawnImageWidth)).toEqual([
      16, 16, 24, 48, 64, 2048, 2048, 2048,
    ])
    expect([1, 3, 73, 75, 78, 100].map(drawnImageQuality)).toEqual([5, 5, 75, 75, 80, 100])
    expect([...imageWidths]).toEqual([...imageWidths].sort((a, b) => a - b))
  })

  it("§7 a site's own image goes through the resizer, another site's as it is", () => {
    expect(siteImageUrl('/brands/demo/logo.svg', 320, 90)).toBe(
      '/m/brands/demo/logo.svg?w=320&q=90',
    )
    expect(siteImageUrl('https://cdn.example.com/logo.svg', 320)).toBe(
      'https://cdn.example.com/logo.svg',
    )
  })
})
