import { describe, expect, it } from 'vitest'
import { readAssetUrl } from '../player/site-settings.ts'
import { siteLink } from './site-link.ts'

describe('§2 links the brand configures: home URL, promotions URL, Join', () => {
  it('none configured: the app page; a path: that page of the app; https: the operator site', () => {
    expect(siteLink('', '/promotions')).toEqual({ kind: 'app', path: '/promotions' })
    expect(siteLink('/jackpot', '/promotions')).toEqual({ kind: 'app', path: '/jackpot' })
    expect(siteLink('https://casino.example/offers', '/promotions')).toEqual({
      kind: 'site',
      url: 'https://casino.example/offers',
    })
  })

  it('the settings read them as asset URLs: a script or another scheme never reaches a link', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      '//evil.example',
      'http://plain.example',
      'data:x',
    ])
      expect(readAssetUrl(unsafe), unsafe).toBeUndefined()
  })
})
