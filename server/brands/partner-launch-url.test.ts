import { describe, expect, it } from 'vitest'
import { partnerLaunchUrl } from './partner-launch-url.ts'

describe('partnerLaunchUrl', () => {
  it('opens the configured URL with the token, language, currency and game', () => {
    expect(
      partnerLaunchUrl('https://partner.example/play?skin=3', {
        token: 'tok.en',
        language: 'en',
        currency: 'EUR',
        gameId: '7',
      }),
    ).toBe('https://partner.example/play?skin=3&token=tok.en&lang=en&currency=EUR&game=7')
  })

  it('keeps a path on this site a path, and leaves the token out for a visitor', () => {
    expect(partnerLaunchUrl('/demo/partner/kiron', { language: 'de', currency: 'EUR' })).toBe(
      '/demo/partner/kiron?lang=de&currency=EUR',
    )
  })

  it('refuses what is not a web address', () => {
    expect(partnerLaunchUrl('javascript:alert(1)', { language: 'en', currency: 'EUR' })).toBe(
      undefined,
    )
    expect(partnerLaunchUrl('//evil.example/x', { language: 'en', currency: 'EUR' })).toBe(
      'https://evil.example/x?lang=en&currency=EUR',
    )
  })
})
