// The walking skeleton's feed: it keeps the asked-for number of live events (adding made-up
// matches through the same changes a real feed sends), moves prices at the asked-for rate, and
// moves each match clock on a minute a minute. Deterministic for a seeded random source.

import { type LiveChange, priceChange } from '../../domain/feed/change.ts'
import { feedDefaults } from './feed-options.ts'
import type { FeedContext, FeedSource } from './feed-source.ts'
import { liveFixture } from './live-fixtures.ts'

export interface PriceWalkOptions {
  tickMs?: number
  /** Price changes a second across all live events. */
  changesPerSecond?: number
  /** Live events to keep; more are added at start when fewer are live. */
  liveEvents?: number
  random?: () => number
}

const minuteMs = 60_000

export function createPriceWalk(options: PriceWalkOptions = {}): FeedSource {
  const {
    tickMs = feedDefaults.tickMs,
    changesPerSecond = feedDefaults.changesPerSecond,
    random = Math.random,
  } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = true
  /** Changes owed but not yet made: a rate below one a tick still adds up. */
  let owed = 0
  let lastTick = 0
  let lastMinute = 0

  async function topUp(context: FeedContext): Promise<void> {
    const wanted = options.liveEvents
    if (wanted === undefined) return
    const live = await context.liveEvents()
    const ids = new Set(live.map((event) => event.id))
    const added: LiveChange[] = []
    for (let n = 0; live.length + added.length < wanted; n++) {
      const event = liveFixture(n, random, new Date())
      if (!ids.has(event.id)) added.push({ kind: 'event-added', event })
    }
    // In batches, so one transaction does not hold hundreds of events.
    for (let from = 0; from < added.length; from += 50)
      await context.publish(added.slice(from, from + 50))
  }

  async function tick(context: FeedContext): Promise<void> {
    const at = Date.now()
    const events = await context.liveEvents()
    const changes: LiveChange[] = []
    const minute = Math.floor(at / minuteMs)
    if (minute !== lastMinute) {
      lastMinute = minute
      for (const event of events)
        if (event.clock?.minutes !== undefined)
          changes.push({ kind: 'event', eventId: event.id, minutes: event.clock.minutes + 1 })
    }
    const outcomes = events.flatMap((event) =>
      event.markets.flatMap((market) => (market.status === 'open' ? market.outcomes : [])),
    )
    // By the clock, not by tickMs: a slow database stretches the ticks but keeps the rate.
    owed += (changesPerSecond * (at - lastTick)) / 1000
    lastTick = at
    // Distinct outcomes, as a batch is conflated per outcome: a repeat would not reach a client.
    // Owed beyond one change an outcome a batch is dropped rather than piled up.
    const count = Math.min(Math.floor(owed), outcomes.length)
    owed -= Math.floor(owed)
    for (let n = 0; n < count; n++) {
      const [outcome] = outcomes.splice(Math.floor(random() * outcomes.length), 1)
      if (!outcome) break
      const current = outcome.consolidatedPrice.currentPrice.decimal
      const decimal = nudge(current, random())
      if (decimal !== current) changes.push(priceChange(outcome, decimal))
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
      lastMinute = Math.floor(Date.now() / minuteMs)
      running = topUp(context)
        .catch((error: unknown) => console.error('price walk could not add live events', error))
        .finally(() => {
          lastTick = Date.now()
          schedule(context)
        })
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
