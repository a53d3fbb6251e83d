// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest'
import { pageChoices } from './kept-choices.ts'

afterEach(() => {
  for (const name of ['data-kept', 'data-kept-brand', 'data-kept-language'])
    document.documentElement.removeAttribute(name)
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    const name = cookie.split('=')[0]
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookies
    document.cookie = `${name}=; max-age=0; path=/`
  }
})

describe('Issue 11 the choices a page keeps', () => {
  it('are read from what the server wrote into <html>, not from the cookies', () => {
    document.documentElement.setAttribute('data-kept', '')
    document.documentElement.setAttribute('data-kept-brand', 'gateway')
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie
    document.cookie = 'sb-language=es; path=/'
    expect(pageChoices.getItem('sportsbook.brand')).toBe('gateway')
    expect(pageChoices.getItem('sportsbook.language')).toBeNull()
  })

  it('are read from the cookies under a server that wrote nothing (development)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie
    document.cookie = 'sb-language=es; path=/'
    expect(pageChoices.getItem('sportsbook.language')).toBe('es')
  })

  it('are kept in a cookie and in the page, a value the page could not read back not at all', () => {
    document.documentElement.setAttribute('data-kept', '')
    pageChoices.setItem('sportsbook.language', 'th')
    expect(document.cookie).toContain('sb-language=th')
    expect(pageChoices.getItem('sportsbook.language')).toBe('th')
    pageChoices.setItem('sportsbook.brand', '"><b>')
    expect(document.cookie).not.toContain('sb-brand')
    expect(pageChoices.getItem('sportsbook.brand')).toBeNull()
    pageChoices.setItem('sportsbook.unknown', 'x')
    expect(pageChoices.getItem('sportsbook.unknown')).toBeNull()
  })
})
