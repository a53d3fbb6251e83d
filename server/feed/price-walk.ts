// The walking skeleton's feed: every tick it nudges a few live prices up or down and moves the
// match clock on. Deterministic for a given random source, so tests can replay it.

import { type LiveChange, priceChange } from '../../domain/feed/change.ts'
import type { FeedContext, FeedSource } from './feed-source.ts'

export interface PriceWalkOptions {
  tickMs?: number
  /** Share of live outcomes moved per tick. */
  moveShare?: number
  random?: () => number
  /** Ticks per match minute. */
  ticksPerMinute?: number
}

export function createPriceWalk(options: PriceWalkOptions = {}): FeedSource {
  const { tickMs = 1000, moveShare = 0.15, random = Math.random, ticksPerMinute = 60 } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = true
  let tickCount = 0

  async function tick(context: FeedContext): Promise<void> {
    tickCount += 1
    const events = await context.liveEvents()
    const changes: LiveChange[] = []
    for (const event of events) {
      if (tickCount % ticksPerMinute === 0 && event.clock && event.clock.minutes !== undefined) {
        changes.push({ kind: 'event', eventId: event.id, minutes: event.clock.minutes + 1 })
      }
      for (const market of event.markets) {
        if (market.status !== 'open') continue
        for (const outcome of market.outcomes) {
          if (random() >= moveShare) continue
          const current = outcome.consolidatedPrice.currentPrice.decimal
          const decimal = nudge(current, random())
          if (decimal === current) continue
          changes.push(priceChange(outcome, decimal))
        }
      }
    }
    if (changes.length > 0) await context.publish(changes)
  }

  function schedule(context: FeedContext): void {
    if (stopped) return
    timer = setTimeout(() => {
      running = tick(context)
        .catch((error: unknown) => console.error('price walk tick failed', error))
        .finally(() => schedule(context))
    }, tickMs)
  }

  return {
    start(context) {
      stopped = false
      schedule(context)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** Moves a price 2 to 8 per cent up or down, to two decimals, never below 1.01. */
export function nudge(decimal: number, roll: number): number {
  const step = 0.02 + Math.abs(roll - 0.5) * 2 * 0.06
  const moved = roll < 0.5 ? decimal * (1 - step) : decimal * (1 + step)
  return Math.max(1.01, Math.min(1000, Math.round(moved * 100) / 100))
}
