import { describe, expect, it } from 'vitest'
import { pageAttributesFor } from './page-attributes.ts'

const rules = [
  { url: '*', attributes: { title: 'Sportsbook' } },
  { url: '/sports/*', attributes: { title: 'Pre-match betting' } },
  { url: '/sports/1-FOOT', attributes: { title: 'Football betting' } },
  { url: '/live/*-BASK', attributes: { title: 'Live basketball' } },
]

describe('§2 page attributes', () => {
  it('§2 page attributes: an exact url matches its page', () => {
    expect(pageAttributesFor(rules, '/sports/1-FOOT')?.title).toBe('Football betting')
  })

  it('§2 page attributes: a wildcard matches any run of characters, slashes included', () => {
    expect(pageAttributesFor(rules, '/sports/2-BASK')?.title).toBe('Pre-match betting')
    expect(pageAttributesFor(rules, '/sports/competitions/england/premier-league')?.title).toBe(
      'Pre-match betting',
    )
    expect(pageAttributesFor(rules, '/live/sport/2-BASK')?.title).toBe('Live basketball')
    expect(pageAttributesFor(rules, '/open_bets')?.title).toBe('Sportsbook')
  })

  it('§2 page attributes: the last matching rule wins, whatever its order of specificity', () => {
    const generalLast = [rules[2], rules[1]].filter((rule) => rule !== undefined)
    expect(pageAttributesFor(generalLast, '/sports/1-FOOT')?.title).toBe('Pre-match betting')
  })

  it('§2 page attributes: query, fragment and a trailing slash do not change the page', () => {
    expect(pageAttributesFor(rules, '/sports/1-FOOT/?embedded=true#top')?.title).toBe(
      'Football betting',
    )
  })

  it('§2 page attributes: regex characters in a url are literal, and no match gives nothing', () => {
    const literal = [{ url: '/sports/(1).FOOT', attributes: 'x' }]
    expect(pageAttributesFor(literal, '/sports/(1).FOOT')).toBe('x')
    expect(pageAttributesFor(literal, '/sports/(1)xFOOT')).toBeUndefined()
    expect(pageAttributesFor([], '/')).toBeUndefined()
  })
})
