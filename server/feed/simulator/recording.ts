// A recording of the feed as JSON lines, { "atMs": ms since start, "changes": [...] } a batch,
// and its replay: the same batches in the same order, at the recorded pace times a speed, or as
// fast as they publish with speed 0. A recording can be shared to replay a bug or a benchmark.

import { createWriteStream, readFileSync } from 'node:fs'
import { parse } from '../../../domain/api/schema.ts'
import { type LiveChange, liveChangeSchema } from '../../../domain/feed/change.ts'
import type { FeedSource } from '../feed-source.ts'

export interface RecordedBatch {
  /** Milliseconds from the start of the recording to the batch's publish. */
  atMs: number
  changes: LiveChange[]
}

/** The feed, with every batch it publishes written to path once it is published. */
export function recordingFeed(feed: FeedSource, path: string, now = Date.now): FeedSource {
  let file: ReturnType<typeof createWriteStream> | undefined
  return {
    start(context) {
      const startedAt = now()
      const out = createWriteStream(path, { flags: 'w' })
      out.on('error', (error) => context.log.error({ err: error, path }, 'feed recording failed'))
      file = out
      feed.start({
        ...context,
        publish: async (changes) => {
          const seq = await context.publish(changes)
          out.write(`${JSON.stringify({ atMs: now() - startedAt, changes })}\n`)
          return seq
        },
      })
    },
    async stop() {
      await feed.stop()
      const out = file
      if (out) await new Promise<void>((resolve) => out.end(resolve))
    },
  }
}

/** The batches of a recording; a line that is not a batch fails with its line number. */
export function readRecording(path: string): RecordedBatch[] {
  const lines = readFileSync(path, 'utf8').split('\n')
  return lines.flatMap((line, index) => {
    if (line.trim() === '') return []
    let json: unknown
    try {
      json = JSON.parse(line)
    } catch {
      throw new Error(`${path}:${index + 1} is not JSON`)
    }
    const where = `${path}:${index + 1}`
    const { atMs, changes } = (json ?? {}) as { atMs?: unknown; changes?: unknown }
    if (typeof atMs !== 'number' || !(atMs >= 0) || !Array.isArray(changes))
      throw new Error(`${where} is not a feed batch: it needs atMs and changes`)
    const batch: RecordedBatch = { atMs, changes: [] }
    for (const [position, change] of changes.entries()) {
      const checked = parse(liveChangeSchema, change)
      if (!checked.ok)
        throw new Error(`${where} is not a feed batch: change ${position}: ${checked.reason}`)
      batch.changes.push(checked.value)
    }
    return [batch]
  })
}

export interface ReplayOptions {
  /** 1 plays at the recorded pace, 2 twice as fast, 0 as fast as batches publish. */
  speed?: number
  now?: () => number
}

/** Replays a recording, read when the feed is made so a bad file stops the start. */
export function replayFeed(path: string, options: ReplayOptions = {}): FeedSource {
  const { speed = 1, now = Date.now } = options
  const recording = readRecording(path)
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = true
  return {
    start(context) {
      stopped = false
      const startedAt = now()
      let next = 0
      const schedule = () => {
        const batch = recording[next]
        if (stopped || !batch) return
        const dueMs = speed === 0 ? 0 : startedAt + batch.atMs / speed - now()
        timer = setTimeout(
          () => {
            next++
            running = context
              .publish(batch.changes)
              .then(() => undefined)
              .catch((error: unknown) =>
                context.log.error({ err: error }, 'feed replay could not publish'),
              )
              .finally(schedule)
          },
          Math.max(0, dueMs),
        )
      }
      schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
