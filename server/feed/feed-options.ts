// The feed's knobs, read once from the environment: where the feed comes from (FEED_SOURCE), the
// load (live events, price changes a second, the calendar's size, game speed), the seed that makes
// a run repeatable, where to record the feed or what recording to replay instead
// (docs/feed-simulator.md), and the key an operator's own feed posts with (docs/feed.md).

import { type Environment, numberFromEnv, wholeNumberFromEnv } from '../env-numbers.ts'
import { operatorKeyFromEnv } from '../http/operator-key.ts'

export const feedSources = ['simulator', 'replay', 'ingest'] as const
export type FeedSourceName = (typeof feedSources)[number]

export interface FeedOptions {
  /** FEED_SOURCE; unset, a replay when FEED_REPLAY names a recording, else the simulator. */
  source: FeedSourceName
  /** INGEST_KEY: with FEED_SOURCE=ingest, the operator key its adapter posts with. */
  ingestKey?: string
  /** FEED_LIVE_EVENTS: events kept in play; unset, the simulator's default. */
  liveEvents?: number
  /** FEED_PREMATCH_EVENTS: pre-match events kept in the calendar; unset, the simulator's default. */
  prematchEvents?: number
  /** FEED_CHANGES_PER_SECOND: price changes a second across all live events. */
  changesPerSecond: number
  /** FEED_TICK_MS: how often a batch is published. */
  tickMs: number
  /** FEED_SEED: the same seed plays the same feed; unset, a new one each start. */
  seed?: number
  /** FEED_SPEED: game time a real second; 60 plays a football match in under two minutes. */
  speed?: number
  /** FEED_RECORD: a file every published batch is written to, as JSON lines. */
  record?: string
  /** FEED_REPLAY: a recording to publish instead of simulating. */
  replay?: string
  /** FEED_REPLAY_SPEED: 1 the recorded pace, 0 as fast as possible. */
  replaySpeed?: number
}

/** A calm demo: the model's own moves and a couple of drift moves a second. */
export const feedDefaults = { changesPerSecond: 2, tickMs: 250 }

export function feedOptionsFromEnv(env: Environment): FeedOptions {
  const optional = <T>(key: keyof FeedOptions, value: T | undefined) =>
    value === undefined ? {} : { [key]: value }
  const source = sourceFromEnv(env)
  return {
    source,
    ...optional('ingestKey', source === 'ingest' ? ingestKeyFromEnv(env) : undefined),
    ...optional('liveEvents', wholeNumberFromEnv(env, 'FEED_LIVE_EVENTS', 0, 10_000)),
    ...optional('prematchEvents', wholeNumberFromEnv(env, 'FEED_PREMATCH_EVENTS', 0, 10_000)),
    changesPerSecond:
      wholeNumberFromEnv(env, 'FEED_CHANGES_PER_SECOND', 0, 1_000_000) ??
      feedDefaults.changesPerSecond,
    tickMs: wholeNumberFromEnv(env, 'FEED_TICK_MS', 10, 60_000) ?? feedDefaults.tickMs,
    ...optional('seed', wholeNumberFromEnv(env, 'FEED_SEED', 0, 2 ** 32 - 1)),
    ...optional('speed', numberFromEnv(env, 'FEED_SPEED', 0.01, 10_000)),
    ...optional('record', path(env, 'FEED_RECORD')),
    ...optional('replay', path(env, 'FEED_REPLAY')),
    ...optional('replaySpeed', numberFromEnv(env, 'FEED_REPLAY_SPEED', 0, 10_000)),
  }
}

function sourceFromEnv(env: Environment): FeedSourceName {
  const named = env.FEED_SOURCE?.trim() || undefined
  const replay = path(env, 'FEED_REPLAY')
  if (named === undefined) return replay ? 'replay' : 'simulator'
  const source = feedSources.find((name) => name === named)
  if (!source) throw new Error(`FEED_SOURCE must be simulator, replay or ingest, not "${named}"`)
  // A setting the source would not read stops the start, rather than being quietly ignored.
  if (source === 'replay' && !replay)
    throw new Error('FEED_SOURCE=replay needs FEED_REPLAY, the recording to replay')
  if (source !== 'replay' && replay)
    throw new Error(`FEED_REPLAY is a recording to replay: FEED_SOURCE=replay, not ${source}`)
  if (source === 'ingest' && path(env, 'FEED_RECORD'))
    throw new Error('FEED_RECORD records the simulator or a replay, not FEED_SOURCE=ingest')
  return source
}

function ingestKeyFromEnv(env: Environment): string {
  const key = operatorKeyFromEnv(env, 'INGEST_KEY')
  if (!key)
    throw new Error(
      'FEED_SOURCE=ingest needs INGEST_KEY, the operator key the feed adapter sends to POST /ingest/changes',
    )
  return key
}

function path(env: Environment, name: string): string | undefined {
  const text = env[name]?.trim()
  return text === undefined || text === '' ? undefined : text
}

/** mulberry32: a small, fast, seeded generator, so a seeded feed plays the same every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
