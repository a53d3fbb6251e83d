import type { LiveChange } from '../../domain/feed/change.ts'
import type { FeedContext, FeedSource } from '../../server/feed/feed-source.ts'

/**
 * The producer timeout for a server whose feed a test drives: its silence between steps is the
 * test's pace, not a stuck producer, so it never suspends the markets.
 */
export const testDriven = Number.POSITIVE_INFINITY

/** A feed the test drives: each publish is one batch on the stream. */
export function createManualFeed(): FeedSource & {
  publish(changes: LiveChange[]): Promise<number>
} {
  let context: FeedContext | undefined
  return {
    start(feedContext) {
      context = feedContext
    },
    async stop() {
      context = undefined
    },
    publish(changes) {
      if (!context) throw new Error('the manual feed has not started')
      return context.publish(changes)
    },
  }
}
