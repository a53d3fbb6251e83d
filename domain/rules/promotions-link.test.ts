import { describe, expect, it } from 'vitest'
import { readAssetUrl } from '../player/site-settings.ts'
import { promotionsTarget } from './promotions-link.ts'

describe('§2 /promotions, overridable by a configured promotions URL', () => {
  it('none configured: the app page; a path: that page of the app; https: the operator site', () => {
    expect(promotionsTarget('')).toEqual({ kind: 'app', path: '/promotions' })
    expect(promotionsTarget('/jackpot')).toEqual({ kind: 'app', path: '/jackpot' })
    expect(promotionsTarget('https://casino.example/offers')).toEqual({
      kind: 'site',
      url: 'https://casino.example/offers',
    })
  })

  it('the setting is read as an asset URL: a script or another scheme never reaches it', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      '//evil.example',
      'http://plain.example',
      'data:x',
    ])
      expect(readAssetUrl(unsafe), unsafe).toBeUndefined()
  })
})
