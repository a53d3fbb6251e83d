// Fault injection on the live stream (development only: POST /dev/live-faults, LIVE_FAULTS):
// what may be asked. The server applies it in server/live/faults.ts.

import * as v from 'valibot'
import { operation } from './operation.ts'

const chance = v.pipe(v.number(), v.minValue(0), v.maxValue(1))

export const liveFaultsSchema = v.object({
  /** The chance that a changes frame is not sent. */
  drop: v.optional(chance, 0),
  /** The chance that it is sent twice. */
  duplicate: v.optional(chance, 0),
  /** The chance that it is held back and sent after the next one. */
  reorder: v.optional(chance, 0),
  /** Each frame waits a random time up to this. */
  delayMs: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000)), 0),
  /** A connection is cut after this many changes frames (0: never). */
  cutEvery: v.optional(
    v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1_000_000)),
    0,
  ),
  seed: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 1),
})
export type LiveFaults = v.InferOutput<typeof liveFaultsSchema>

export const noFaults: LiveFaults = v.parse(liveFaultsSchema, {})

/** The same fields with nothing else allowed: LIVE_FAULTS names each one. */
export const liveFaultsFieldsSchema = v.strictObject(liveFaultsSchema.entries)

export const setLiveFaults = operation({
  operationId: 'setLiveFaults',
  method: 'POST',
  path: '/dev/live-faults',
  summary:
    'Fault injection on the live stream: drop, duplicate, reorder, delay frames and cut connections (development only); {} turns it off',
  description:
    "What a client's recovery is tested against (docs/live-protocol.md: resume, gaps, snapshots). From now on, on every live connection of the process that answers, each changes frame is dropped, sent twice, or held back and sent after the next at the chances given, waits up to delayMs, and a connection is cut after cutEvery changes frames (0: never). A field left out is 0 (the seed, 1); the same seed repeats the same faults. Answers the faults in force.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  body: liveFaultsSchema,
  answers: { 200: liveFaultsSchema },
  errors: { 400: ['invalid-request'] },
})
