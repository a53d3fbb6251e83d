import type { LiveChange } from '../../domain/feed/change.ts'
import type { FeedContext, FeedSource } from '../../server/feed/feed-source.ts'

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
