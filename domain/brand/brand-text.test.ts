// Issue 38: a brand's configured text is per language, its default language the fallback.

import { describe, expect, it } from 'vitest'
import { brandTextIn, readBrandText } from './brand-text.ts'

describe('Issue 38 brand text', () => {
  const promotions = { id: 'Promosi', en: 'Promotions', zh: '优惠活动' }

  it("reads the locale's own text, else the brand's default language's, never English by accident", () => {
    expect(brandTextIn(promotions, 'zh', 'id')).toBe('优惠活动')
    expect(brandTextIn(promotions, 'th', 'id')).toBe('Promosi')
    expect(brandTextIn(promotions, 'en', 'id')).toBe('Promotions')
    expect(brandTextIn('Promosi', 'zh', 'id')).toBe('Promosi')
  })

  it('stores one text or one per locale; anything else is refused', () => {
    expect(readBrandText(promotions, 50)).toEqual(promotions)
    expect(readBrandText('Promosi', 50)).toBe('Promosi')
    expect(readBrandText({}, 50)).toBeUndefined()
    expect(readBrandText({ chinese: '优惠活动' }, 50)).toBeUndefined()
    expect(readBrandText({ zh: 7 }, 50)).toBeUndefined()
    expect(readBrandText('x'.repeat(51), 50)).toBeUndefined()
  })
})
