import { describe, expect, it } from 'vitest'
import { deeplinkPath, readIncomingMessage } from './bridge-protocol.ts'

const link = (category: 'event' | 'live' | 'sport' | 'navigation-node', id = '') =>
  ({ type: 'opt.sportsbook.deeplink', category, id }) as const

describe('§7 opt.sportsbook.deeplink', () => {
  it('an event, a live sport, a sport, a navigation node', () => {
    expect(deeplinkPath(link('event', 'abc-1'))).toBe('/events/abc-1')
    expect(deeplinkPath(link('live'))).toBe('/live/sport/')
    expect(deeplinkPath(link('sport', '1-FOOT'))).toBe('/sports/1-FOOT')
    expect(deeplinkPath(link('navigation-node', '1-FOOT'))).toBe('/sports/1-FOOT')
  })

  it('§2 a navigation node by a special id: favourites, homepage, jackpot', () => {
    expect(deeplinkPath(link('navigation-node', '10000'))).toBe('/live/sport/10000')
    expect(deeplinkPath(link('navigation-node', '10001'))).toBe('/')
    expect(deeplinkPath(link('navigation-node', '10002'))).toBe('/jackpot')
  })

  it('an event without its id is no deep link; a sport or a live list without one is the list', () => {
    expect(readIncomingMessage(link('event'))).toBeUndefined()
    expect(readIncomingMessage(link('event', 'abc-1'))).toEqual(link('event', 'abc-1'))
    expect(readIncomingMessage(link('sport'))).toEqual(link('sport'))
    expect(readIncomingMessage(link('live'))).toEqual(link('live'))
  })
})
