import { describe, expect, it } from 'vitest'
import { specialNavigationPath } from './navigation-ids.ts'

describe('§2 special navigation ids', () => {
  it('favourites 10000, homepage 10001, jackpot bet 10002, the multi-view 10003; any other id is not special', () => {
    expect([10000, '10001', 10002, 10003, 1, '1-FOOT'].map(specialNavigationPath)).toEqual([
      '/live/sport/10000',
      '/',
      '/jackpot',
      '/multiview',
      undefined,
      undefined,
    ])
  })

  it('is written in digits: 1e4, 0x2710 and 10000.0 are not the favourites', () => {
    expect(['1e4', '0x2710', '10000.0', ' 10000'].map(specialNavigationPath)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
