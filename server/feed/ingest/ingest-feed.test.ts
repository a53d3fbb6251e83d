import { describe, expect, it } from 'vitest'
import { memoryFeedContext } from '../../../tests/support/memory-feed-context.ts'
import type { Database } from '../../db/database.ts'
import { ingestChannel } from './apply-batch.ts'
import { ingestFeed } from './ingest-feed.ts'

/** A database whose only part is the notifications, which the test sends. */
function notifyingDatabase() {
  const listeners = new Map<string, (payload: string) => void>()
  const db = {
    async listen(channel: string, onNotify: (payload: string) => void) {
      listeners.set(channel, onNotify)
      return async () => {
        listeners.delete(channel)
      }
    },
  } as unknown as Database
  return { db, notify: (payload: string) => listeners.get(ingestChannel)?.(payload), listeners }
}

describe('the ingest feed on the leader', () => {
  it('hears the producer on each applied batch; batches that come meanwhile are heard once after', async () => {
    const { db, notify, listeners } = notifyingDatabase()
    const { context } = memoryFeedContext()
    const turns: Array<() => void> = []
    context.heard = () => new Promise<void>((resolve) => turns.push(resolve))
    const feed = ingestFeed(db)
    feed.start(context)
    await expect.poll(() => listeners.size).toBe(1)

    notify('1')
    expect(turns).toHaveLength(1)
    notify('2')
    notify('3')
    expect(turns).toHaveLength(1)
    turns[0]?.()
    await expect.poll(() => turns.length).toBe(2)
    turns[1]?.()
    notify('4')
    await expect.poll(() => turns.length).toBe(3)

    await feed.stop()
    expect(listeners.size).toBe(0)
  })
})
