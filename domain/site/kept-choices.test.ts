import { describe, expect, it } from 'vitest'
import { keptAttributes } from './kept-choices.ts'

describe('Issue 11 the choices a page keeps, written into every index.html', () => {
  it('the marker alone when nothing is kept', () => {
    expect(keptAttributes({})).toBe(' data-kept=""')
  })

  it('the marker, then each kept choice', () => {
    expect(
      keptAttributes({ 'sb-brand': 'gateway', 'sb-language': 'es', 'sb-native-app': '1' }),
    ).toBe(
      ' data-kept="" data-kept-brand="gateway" data-kept-language="es" data-kept-native-app="1"',
    )
  })

  it('a value the page could not have kept is left out, so nothing else reaches the HTML', () => {
    expect(keptAttributes({ 'sb-brand': '"><script>', 'sb-language': 'english' })).toBe(
      ' data-kept=""',
    )
  })
})
