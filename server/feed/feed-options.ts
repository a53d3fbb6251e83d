// The feed's load knobs, read once from the environment (the same names the feed simulator will
// honour, and the live-list benchmark sets): how many live events, how many price changes a
// second across them, and the seed that makes a run repeatable.

export interface FeedOptions {
  /** FEED_LIVE_EVENTS: live events the feed keeps; unset, the demo's four. */
  liveEvents?: number
  /** FEED_CHANGES_PER_SECOND: price changes a second across all live events. */
  changesPerSecond: number
  /** FEED_TICK_MS: how often a batch is published. */
  tickMs: number
  /** FEED_SEED: the same seed plays the same feed; unset, a new one each start. */
  seed?: number
}

/** A calm demo: about as many prices move each second as the first price walk moved. */
export const feedDefaults = { changesPerSecond: 2, tickMs: 250 }

export function feedOptionsFromEnv(env: Record<string, string | undefined>): FeedOptions {
  const liveEvents = whole(env, 'FEED_LIVE_EVENTS', 0, 10_000)
  const seed = whole(env, 'FEED_SEED', 0, 2 ** 32 - 1)
  return {
    ...(liveEvents === undefined ? {} : { liveEvents }),
    changesPerSecond:
      whole(env, 'FEED_CHANGES_PER_SECOND', 0, 1_000_000) ?? feedDefaults.changesPerSecond,
    tickMs: whole(env, 'FEED_TICK_MS', 10, 60_000) ?? feedDefaults.tickMs,
    ...(seed === undefined ? {} : { seed }),
  }
}

function whole(
  env: Record<string, string | undefined>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}"`)
  return value
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
