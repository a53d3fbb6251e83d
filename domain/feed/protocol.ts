// The live stream's messages (docs/live-protocol.md), each a schema: the server reads what a
// client sends through them, the engine what a server sends. Changes travel compacted
// (codec.ts): the receiver expands them with expandKeys, then reads them as LiveChange.

import * as v from 'valibot'
import { eventIdsSchema, marketTypeIdsSchema } from '../api/events.ts'

const seq = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** A LiveChange with its keys compacted, as it travels. */
export const compactChangeSchema = v.record(v.string(), v.unknown())
export type CompactChange = v.InferOutput<typeof compactChangeSchema>

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64))

/** More ids than this in a scope is not a phone's store: the message is refused. */
export const maxScopeIds = 5000

/**
 * What a client holds of the events in play past the brand's lazy threshold (listed-markets.ts):
 * of every event but wholeEventIds, the markets of marketTypeIds only. The stream then leaves
 * out the changes to the others.
 */
export const listedMarketsSchema = v.object({
  marketTypeIds: v.pipe(v.array(id), v.maxLength(maxScopeIds)),
  wholeEventIds: v.pipe(v.array(id), v.maxLength(maxScopeIds)),
})
export type ListedMarkets = v.InferOutput<typeof listedMarketsSchema>

/**
 * Client to server. `after` is the last sequence number the client applied (0 for none);
 * `listedMarkets` scopes the stream (absent: every change).
 */
export const subscribeMessageSchema = v.object({
  type: v.literal('subscribe'),
  after: seq,
  listedMarkets: v.optional(listedMarketsSchema),
})
export type SubscribeMessage = v.InferOutput<typeof subscribeMessageSchema>

/**
 * The client's scope changed (null: every change from now on). Answered with
 * listed-markets-applied once every batch still to be sent is sent under it.
 */
export const listedMarketsMessageSchema = v.object({
  type: v.literal('listed-markets'),
  listedMarkets: v.nullable(listedMarketsSchema),
})
export type ListedMarketsMessage = v.InferOutput<typeof listedMarketsMessageSchema>

export const pingMessageSchema = v.object({ type: v.literal('ping') })
export type PingMessage = v.InferOutput<typeof pingMessageSchema>

export const clientMessageSchema = v.variant('type', [
  subscribeMessageSchema,
  listedMarketsMessageSchema,
  pingMessageSchema,
])
export type ClientMessage = v.InferOutput<typeof clientMessageSchema>

/** One batch of changes, conflated per outcome, with the batch's sequence number. */
export const changesMessageSchema = v.object({
  type: v.literal('changes'),
  seq,
  changes: v.array(compactChangeSchema),
})
export type ChangesMessage = v.InferOutput<typeof changesMessageSchema>

/** The client's point is older than the server keeps: it must reload a snapshot. */
export const snapshotRequiredMessageSchema = v.object({ type: v.literal('snapshot-required'), seq })
export type SnapshotRequiredMessage = v.InferOutput<typeof snapshotRequiredMessageSchema>

/** Sent when the stream is idle, so both sides can tell a dead connection from a quiet one. */
export const heartbeatMessageSchema = v.object({ type: v.literal('heartbeat'), seq })
export type HeartbeatMessage = v.InferOutput<typeof heartbeatMessageSchema>

/**
 * The odds producer's state (as Sportradar's feeds send it): down when the feed has produced
 * nothing for producerTimeoutMs, and the server has suspended every live market; up again when
 * it is back and they reopen. Sent when it changes and to every client that subscribes.
 */
export const producerMessageSchema = v.object({ type: v.literal('producer'), up: v.boolean(), seq })
export type ProducerMessage = v.InferOutput<typeof producerMessageSchema>

/** The client's new scope holds for every batch after seq. */
export const listedMarketsAppliedMessageSchema = v.object({
  type: v.literal('listed-markets-applied'),
  seq,
})
export type ListedMarketsAppliedMessage = v.InferOutput<typeof listedMarketsAppliedMessageSchema>

export const protocolErrorMessageSchema = v.object({ type: v.literal('error'), reason: v.string() })
export type ProtocolErrorMessage = v.InferOutput<typeof protocolErrorMessageSchema>

export const serverMessageSchema = v.variant('type', [
  changesMessageSchema,
  snapshotRequiredMessageSchema,
  heartbeatMessageSchema,
  producerMessageSchema,
  listedMarketsAppliedMessageSchema,
  protocolErrorMessageSchema,
])
export type ServerMessage = v.InferOutput<typeof serverMessageSchema>

/** The HTTP fallback: GET /xapi/live/changes?after=N answers with this. */
export const changesPageSchema = v.object({
  seq,
  snapshotRequired: v.boolean(),
  /** The odds producer's state, as the producer message says it; absent means up. */
  producerUp: v.optional(v.boolean()),
  batches: v.array(v.object({ seq, changes: v.array(compactChangeSchema) })),
  /**
   * The page stopped short of the newest batch (a page holds at most 500 batches, and 256 KB of
   * changes as stored past its first): ask again from seq at once. Absent means false.
   */
  more: v.optional(v.boolean()),
})
export type ChangesPage = v.InferOutput<typeof changesPageSchema>

/**
 * GET /xapi/live/changes?after=N, scoped as the stream is with marketTypeIds and wholeEventIds
 * (listedMarketsSchema); without marketTypeIds, every change.
 */
export const changesQuerySchema = v.object({
  after: seq,
  marketTypeIds: v.optional(marketTypeIdsSchema),
  wholeEventIds: v.optional(eventIdsSchema),
})
export type ChangesQuery = v.InferOutput<typeof changesQuerySchema>

/**
 * The stream's address (a WebSocket upgrade of a GET; ?frames=deflate-raw, ?l=). No operation of
 * the route table: OpenAPI describes no WebSocket, so its frames are published as JSON Schema.
 */
export const liveStreamPath = '/xapi/live/stream'

/** The heartbeat interval; a connection silent for three of them counts as dead. */
export const heartbeatIntervalMs = 5000

/** A feed silent this long is down: every live market is suspended until it is back. */
export const producerTimeoutMs = 20_000
