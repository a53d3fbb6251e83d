// The live stream's messages (docs/live-protocol.md). Changes travel compacted (codec.ts):
// the receiver expands them with expandKeys before it reads them as LiveChange.

/** A LiveChange with its keys compacted, as it travels. */
export type CompactChange = Record<string, unknown>

/** Client to server. `after` is the last sequence number the client applied (0 for none). */
export interface SubscribeMessage {
  type: 'subscribe'
  after: number
}

export interface PingMessage {
  type: 'ping'
}

export type ClientMessage = SubscribeMessage | PingMessage

/** One batch of changes, conflated per outcome, with the batch's sequence number. */
export interface ChangesMessage {
  type: 'changes'
  seq: number
  changes: CompactChange[]
}

/** The client's point is older than the server keeps: it must reload a snapshot. */
export interface SnapshotRequiredMessage {
  type: 'snapshot-required'
  seq: number
}

/** Sent when the stream is idle, so both sides can tell a dead connection from a quiet one. */
export interface HeartbeatMessage {
  type: 'heartbeat'
  seq: number
}

export interface ProtocolErrorMessage {
  type: 'error'
  reason: string
}

export type ServerMessage =
  | ChangesMessage
  | SnapshotRequiredMessage
  | HeartbeatMessage
  | ProtocolErrorMessage

/** The HTTP fallback: GET /xapi/live/changes?after=N answers with this. */
export interface ChangesPage {
  seq: number
  snapshotRequired: boolean
  batches: Array<{ seq: number; changes: CompactChange[] }>
}

/** The heartbeat interval; a connection silent for three of them counts as dead. */
export const heartbeatIntervalMs = 5000
