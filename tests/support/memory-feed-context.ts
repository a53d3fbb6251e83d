import { vi } from 'vitest'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createStore, eventWithMarkets } from '../../domain/feed/store.ts'
import type { FeedContext } from '../../server/feed/feed-source.ts'

/** A feed context over an in-memory catalogue, as the server's is over the database. */
export function memoryFeedContext(options: { failFirst?: number } = {}) {
  const catalogue = createStore()
  const batches: LiveChange[][] = []
  let failures = options.failFirst ?? 0
  const context: FeedContext = {
    catalogue,
    liveEvents: async () =>
      [...catalogue.events.keys()].flatMap((id) => eventWithMarkets(catalogue, id) ?? []),
    publish: async (changes) => {
      await Promise.resolve()
      if (failures > 0) {
        failures--
        throw new Error('the database is away')
      }
      batches.push(changes)
      applyChanges(catalogue, changes)
      return batches.length
    },
    heard: async () => undefined,
    // What the feed reports, for a test to read.
    log: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
  }
  return { catalogue, batches, context }
}
