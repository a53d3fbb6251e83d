import { describe, expect, it } from 'vitest'
import { feedOptionsFromEnv, seededRandom } from './feed-options.ts'

describe('feed knobs', () => {
  it('reads the knobs from the environment, and says which is wrong', () => {
    expect(feedOptionsFromEnv({})).toEqual({
      source: 'simulator',
      changesPerSecond: 2,
      tickMs: 250,
    })
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
      source: 'replay',
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

  it('runs the source FEED_SOURCE names, with what it needs, and refuses what it would ignore', () => {
    const key = 'an-operator-key-0123'
    expect(feedOptionsFromEnv({ FEED_SOURCE: 'simulator' }).source).toBe('simulator')
    expect(feedOptionsFromEnv({ FEED_SOURCE: 'replay', FEED_REPLAY: 'old.jsonl' })).toMatchObject({
      source: 'replay',
      replay: 'old.jsonl',
    })
    expect(feedOptionsFromEnv({ FEED_SOURCE: 'ingest', INGEST_KEY: key })).toMatchObject({
      source: 'ingest',
      ingestKey: key,
    })
    // The key is the ingest feed's: another source has no endpoint to guard.
    expect(feedOptionsFromEnv({ INGEST_KEY: key }).ingestKey).toBeUndefined()
    expect(() => feedOptionsFromEnv({ FEED_SOURCE: 'sportradar' })).toThrow(
      'FEED_SOURCE must be simulator, replay or ingest, not "sportradar"',
    )
    expect(() => feedOptionsFromEnv({ FEED_SOURCE: 'ingest' })).toThrow(
      'FEED_SOURCE=ingest needs INGEST_KEY, the operator key the feed adapter sends to POST /ingest/changes',
    )
    expect(() => feedOptionsFromEnv({ FEED_SOURCE: 'ingest', INGEST_KEY: 'short' })).toThrow(
      'INGEST_KEY must be 16 characters or more',
    )
    expect(() => feedOptionsFromEnv({ FEED_SOURCE: 'replay' })).toThrow(
      'FEED_SOURCE=replay needs FEED_REPLAY',
    )
    expect(() =>
      feedOptionsFromEnv({ FEED_SOURCE: 'ingest', INGEST_KEY: key, FEED_REPLAY: 'old.jsonl' }),
    ).toThrow('FEED_REPLAY is a recording to replay: FEED_SOURCE=replay, not ingest')
    expect(() =>
      feedOptionsFromEnv({ FEED_SOURCE: 'ingest', INGEST_KEY: key, FEED_RECORD: 'feed.jsonl' }),
    ).toThrow('FEED_RECORD records the simulator or a replay, not FEED_SOURCE=ingest')
  })

  it('plays the same numbers for the same seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed))
    expect(draw(1)).toEqual(draw(1))
    expect(draw(1)).not.toEqual(draw(2))
  })
})
