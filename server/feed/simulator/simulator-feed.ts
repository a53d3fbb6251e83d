// The simulator as the server's feed: a step every tick against the catalogue as published, the
// changes published in batches a transaction can hold. A failed publish is logged and the feed
// goes on from the catalogue as stored; stop() waits for the publish in flight.

import type { LiveChange } from '../../../domain/feed/change.ts'
import { feedDefaults } from '../feed-options.ts'
import type { FeedSource } from '../feed-source.ts'
import { createSimulator, type SimulatorOptions } from './simulator.ts'

export interface SimulatorFeedOptions extends Omit<SimulatorOptions, 'seed'> {
  /** Unset, a new seed each start. */
  seed?: number
  tickMs?: number
  now?: () => number
}

/** Whole events are heavy: a batch carries at most this many, so no transaction holds hundreds. */
const eventsABatch = 50

export function simulatorFeed(options: SimulatorFeedOptions = {}): FeedSource {
  const { tickMs = feedDefaults.tickMs, now = Date.now, seed, ...rest } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = true

  return {
    start(context) {
      stopped = false
      const firstSeed = seed ?? Math.floor(Math.random() * 2 ** 32)
      let failures = 0
      let simulator = createSimulator({ ...rest, seed: firstSeed })
      const tick = async () => {
        const changes = simulator.step(context.catalogue, now())
        try {
          for (const batch of batches(changes)) await context.publish(batch)
        } catch (error) {
          // The catalogue is back to what was stored, the simulator's memory is not: a new one
          // carries on from the catalogue, as a new leader would.
          failures++
          simulator = createSimulator({ ...rest, seed: firstSeed + failures })
          throw error
        }
      }
      const schedule = (delayMs: number) => {
        if (stopped) return
        timer = setTimeout(() => {
          running = tick()
            .catch((error: unknown) =>
              context.log.error({ err: error }, 'feed simulator could not publish'),
            )
            .finally(() => schedule(tickMs))
        }, delayMs)
      }
      // The first step at once, so a fresh start shows matches in play straight away.
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** The changes cut where a batch would carry more whole events than a transaction should hold. */
export function batches(changes: LiveChange[]): LiveChange[][] {
  const result: LiveChange[][] = []
  let current: LiveChange[] = []
  let events = 0
  for (const change of changes) {
    if (change.kind === 'event-added' && events === eventsABatch) {
      result.push(current)
      current = []
      events = 0
    }
    if (change.kind === 'event-added') events++
    current.push(change)
  }
  if (current.length > 0) result.push(current)
  return result
}
