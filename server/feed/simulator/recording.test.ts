import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryFeedContext } from '../../../tests/support/memory-feed-context.ts'
import { readRecording, recordingFeed, replayFeed } from './recording.ts'
import { simulatorFeed } from './simulator-feed.ts'

const folder = mkdtempSync(join(tmpdir(), 'feed-recording-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the feed recorder and replayer', () => {
  it('replays a recording as the same batches in the same order', async () => {
    const path = join(folder, 'round-trip.jsonl')
    const recorded = memoryFeedContext()
    const recorder = recordingFeed(
      simulatorFeed({
        seed: 4,
        liveEvents: 3,
        prematchEvents: 10,
        speed: 60,
        changesPerSecond: 100,
        tickMs: 20,
      }),
      path,
    )
    recorder.start(recorded.context)
    // Until a few batches are in, however slow the machine is today.
    while (recorded.batches.length < 4) await wait(20)
    await recorder.stop()
    expect(recorded.batches.length).toBeGreaterThan(3)
    const lines = readFileSync(path, 'utf8').trim().split('\n')
    expect(lines).toHaveLength(recorded.batches.length)

    const replayed = memoryFeedContext()
    const replayer = replayFeed(path, { speed: 0 })
    replayer.start(replayed.context)
    while (replayed.batches.length < recorded.batches.length) await wait(10)
    await replayer.stop()
    expect(replayed.batches).toEqual(recorded.batches)
    expect([...replayed.catalogue.outcomes.entries()]).toEqual([
      ...recorded.catalogue.outcomes.entries(),
    ])
  })

  it('keeps the recorded pace at speed 1', async () => {
    const path = join(folder, 'paced.jsonl')
    writeFileSync(
      path,
      [0, 300]
        .map((atMs) =>
          JSON.stringify({ atMs, changes: [{ kind: 'event-removed', eventId: `${atMs}` }] }),
        )
        .join('\n'),
    )
    const { batches, context } = memoryFeedContext()
    const replayer = replayFeed(path)
    replayer.start(context)
    await wait(100)
    expect(batches).toHaveLength(1)
    await wait(400)
    expect(batches).toHaveLength(2)
    await replayer.stop()
  })

  it('names the line of a recording that is not a feed batch', () => {
    const path = join(folder, 'broken.jsonl')
    writeFileSync(
      path,
      `${JSON.stringify({ atMs: 0, changes: [] })}\n{"atMs": 5, "changes": [{"kind": "goal"}]}\n`,
    )
    expect(() => readRecording(path)).toThrow(`${path}:2 is not a feed batch`)
    writeFileSync(path, 'not json\n')
    expect(() => replayFeed(path)).toThrow(`${path}:1 is not JSON`)
  })
})
