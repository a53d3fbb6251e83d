import { describe, expect, it } from 'vitest'
import { liveStreamingSportCodes } from './constants.ts'
import { streamProductOf } from './live-streams.ts'

describe('§1 live streams, §6 the sports streamed', () => {
  it('streams an esports match from the esports product, a virtual one from the virtual sports', () => {
    expect(streamProductOf({ sportCode: 'CSGO', liveStreaming: true })?.slug).toBe('esports')
    expect(streamProductOf({ sportCode: 'EFOT', liveStreaming: true })?.slug).toBe('esports')
    expect(streamProductOf({ sportCode: 'VICR', liveStreaming: true })?.slug).toBe(
      'betradar-virtuals',
    )
  })

  it('every streamed sport has a product', () => {
    for (const sportCode of liveStreamingSportCodes)
      expect(streamProductOf({ sportCode, liveStreaming: true }), sportCode).toBeDefined()
  })

  it('streams nothing the feed does not mark, and no sport outside the list', () => {
    expect(streamProductOf({ sportCode: 'CSGO' })).toBeUndefined()
    expect(streamProductOf({ sportCode: 'CSGO', liveStreaming: false })).toBeUndefined()
    expect(streamProductOf({ sportCode: 'FOOT', liveStreaming: true })).toBeUndefined()
  })
})
