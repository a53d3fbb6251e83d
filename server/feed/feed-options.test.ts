import { describe, expect, it } from 'vitest'
import { feedOptionsFromEnv, seededRandom } from './feed-options.ts'

describe('feed knobs', () => {
  it('reads the knobs from the environment, and says which is wrong', () => {
    expect(feedOptionsFromEnv({})).toEqual({ changesPerSecond: 2, tickMs: 250 })
    expect(
      feedOptionsFromEnv({
        FEED_LIVE_EVENTS: '200',
        FEED_PREMATCH_EVENTS: '50',
        FEED_CHANGES_PER_SECOND: '2000',
        FEED_SEED: '1',
        FEED_TICK_MS: '100',
        FEED_SPEED: '60',
        FEED_RECORD: 'feed.jsonl',
        FEED_REPLAY: 'old.jsonl',
        FEED_REPLAY_SPEED: '0',
      }),
    ).toEqual({
      liveEvents: 200,
      prematchEvents: 50,
      changesPerSecond: 2000,
      seed: 1,
      tickMs: 100,
      speed: 60,
      record: 'feed.jsonl',
      replay: 'old.jsonl',
      replaySpeed: 0,
    })
    expect(feedOptionsFromEnv({ FEED_SPEED: '0.5' }).speed).toBe(0.5)
    expect(() => feedOptionsFromEnv({ FEED_LIVE_EVENTS: 'lots' })).toThrow(
      'FEED_LIVE_EVENTS must be a number from 0 to 10000, not "lots"',
    )
    expect(() => feedOptionsFromEnv({ FEED_LIVE_EVENTS: '2.5' })).toThrow(
      'FEED_LIVE_EVENTS must be a whole number from 0 to 10000, not "2.5"',
    )
    expect(() => feedOptionsFromEnv({ FEED_CHANGES_PER_SECOND: '-1' })).toThrow(
      /FEED_CHANGES_PER_SECOND/,
    )
    expect(() => feedOptionsFromEnv({ FEED_SPEED: '0' })).toThrow(/FEED_SPEED/)
  })

  it('plays the same numbers for the same seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed))
    expect(draw(1)).toEqual(draw(1))
    expect(draw(1)).not.toEqual(draw(2))
  })
})
