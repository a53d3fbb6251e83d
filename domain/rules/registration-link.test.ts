import { describe, expect, it } from 'vitest'
import { registrationLink } from './registration-link.ts'

describe('§7 geo data: the registration link carries the visitor country', () => {
  it("adds the country to the operator's page and to a page of the app, keeping their own query", () => {
    expect(registrationLink('https://casino.example/register?ref=book', 'KE')).toEqual({
      kind: 'site',
      url: 'https://casino.example/register?ref=book&country=KE',
    })
    expect(registrationLink('/dev/register#form', 'MT')).toEqual({
      kind: 'app',
      path: '/dev/register?country=MT#form',
    })
    expect(registrationLink('/join?', 'MT')).toEqual({ kind: 'app', path: '/join?country=MT' })
  })

  it('leaves a country the brand wrote, and the link as it is while the country is unknown', () => {
    expect(registrationLink('https://casino.example/join?country=GB', 'KE')).toEqual({
      kind: 'site',
      url: 'https://casino.example/join?country=GB',
    })
    expect(registrationLink('https://casino.example/join', undefined)).toEqual({
      kind: 'site',
      url: 'https://casino.example/join',
    })
  })
})
