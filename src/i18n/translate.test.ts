import { describe, expect, it } from 'vitest'
import { type Dictionary, en } from './en/index.ts'
import { createTranslator } from './translate.ts'

const spanish: Dictionary = { 'shell.tabs.menu': 'Menú' }

describe('Issue 11 t()', () => {
  it('a translated key reads the translation, a missing one English, key by key', () => {
    const t = createTranslator({ locale: 'es', english: en, dictionary: spanish })
    expect(t('shell.tabs.menu')).toBe('Menú')
    expect(t('shell.tabs.live')).toBe('Live')
  })

  it('mode=translations: a missing key shows as the key, marked; English shows no marks', () => {
    const t = createTranslator({
      locale: 'es',
      english: en,
      dictionary: spanish,
      showMissing: true,
    })
    expect(t('shell.tabs.menu')).toBe('Menú')
    expect(t('shell.tabs.live')).toBe('⟦shell.tabs.live⟧')
    const english = createTranslator({
      locale: 'en',
      english: en,
      dictionary: undefined,
      showMissing: true,
    })
    expect(english('shell.tabs.live')).toBe('Live')
  })

  it('a key with no text at all, English not having arrived, shows as the key', () => {
    const t = createTranslator({ locale: 'es', english: undefined, dictionary: spanish })
    expect(t('shell.tabs.menu')).toBe('Menú')
    expect(t('shell.tabs.live')).toBe('shell.tabs.live')
  })
})
