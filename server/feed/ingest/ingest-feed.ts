// The feed when it is the operator's own (FEED_SOURCE=ingest): its adapter posts batches to
// POST /ingest/changes, which whichever process receives them applies (apply-batch.ts). What the
// leader runs is the ear: each applied batch, from any process, is the producer heard, so the
// producer-down rule holds for an adapter as for the simulator.

import type { Database } from '../../db/database.ts'
import type { FeedSource } from '../feed-source.ts'
import { ingestChannel } from './apply-batch.ts'

export function ingestFeed(db: Database): FeedSource {
  let listening: Promise<() => Promise<void>> | undefined
  return {
    start(context) {
      // Batches that come while the leader is still following the last ones are heard together:
      // one more turn after it, not one a batch.
      let hearing = false
      let heardSince = false
      const hear = () => {
        if (hearing) {
          heardSince = true
          return
        }
        hearing = true
        context
          .heard()
          .catch((error: unknown) =>
            context.log.error({ err: error }, 'hearing the ingest producer failed'),
          )
          .finally(() => {
            hearing = false
            if (heardSince) {
              heardSince = false
              hear()
            }
          })
      }
      listening = db.listen(ingestChannel, hear)
      listening.catch((error: unknown) =>
        context.log.error({ err: error }, 'listening for ingested batches failed'),
      )
    },
    async stop() {
      const unlisten = await listening?.catch(() => undefined)
      listening = undefined
      await unlisten?.()
    },
  }
}
