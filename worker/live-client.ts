// Keeps the engine's store in step with the server (docs/live-protocol.md): a snapshot, then the
// stream from the snapshot's seq on. A dropped connection resubscribes from the last applied
// seq, so no change is lost; a point the server no longer keeps reloads the snapshot. While the
// socket cannot be had, the same changes are polled over HTTP.

import type { LiveEventsResponse } from '../domain/api/live-events.ts'
import type { ApiResult } from '../domain/api/result.ts'
import type { LiveChange } from '../domain/feed/change.ts'
import { expandKeys } from '../domain/feed/codec.ts'
import {
  type ChangesPage,
  type CompactChange,
  heartbeatIntervalMs,
  type ServerMessage,
} from '../domain/feed/protocol.ts'

export interface LiveClientOptions {
  /** ws:// or wss:// URL of /xapi/live/stream. */
  streamUrl: string
  WebSocket: typeof WebSocket
  loadSnapshot: () => Promise<ApiResult<LiveEventsResponse>>
  pollChanges: (after: number) => Promise<ApiResult<ChangesPage>>
  onSnapshot: (snapshot: LiveEventsResponse) => void
  onChanges: (changes: LiveChange[]) => void
  onStreaming: (streaming: boolean) => void
  /** poll_changes_refresh_interval (SPEC.md section 9: 5000 ms). */
  pollIntervalMs?: number
  heartbeatMs?: number
  random?: () => number
}

export interface LiveClient {
  /** Resolves when the first snapshot is applied (or failed). */
  start(): Promise<ApiResult<LiveEventsResponse>>
  stop(): void
  /** The last seq applied. */
  seq(): number
}

const maxBackoffMs = 30_000
/** After this many failed connects in a row, poll over HTTP until the socket is back. */
const failuresBeforePolling = 2

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { pollIntervalMs = 5000, heartbeatMs = heartbeatIntervalMs, random = Math.random } = options
  let seq = 0
  let socket: WebSocket | undefined
  let failures = 0
  let stopped = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let watchdog: ReturnType<typeof setTimeout> | undefined
  let resyncing = false

  async function reloadSnapshot(): Promise<ApiResult<LiveEventsResponse>> {
    const result = await options.loadSnapshot()
    if (result.ok) {
      seq = result.data.seq
      options.onSnapshot(result.data)
    }
    return result
  }

  function applyBatch(batchSeq: number, changes: CompactChange[]): void {
    // A batch at or before our point is a repeat (a resubscribe overlapping the poll): skip it.
    if (batchSeq <= seq) return
    options.onChanges(changes.map((change) => expandKeys(change) as LiveChange))
    seq = batchSeq
  }

  function armWatchdog(): void {
    clearTimeout(watchdog)
    // Three heartbeats of silence: the connection is dead even if the socket has not noticed.
    watchdog = setTimeout(() => socket?.close(), heartbeatMs * 3)
  }

  function connect(): void {
    if (stopped) return
    const ws = new options.WebSocket(options.streamUrl)
    socket = ws
    let opened = false
    ws.onopen = () => {
      opened = true
      failures = 0
      stopPolling()
      options.onStreaming(true)
      ws.send(JSON.stringify({ type: 'subscribe', after: seq }))
      armWatchdog()
    }
    ws.onmessage = (event) => {
      armWatchdog()
      const message = parseMessage(event.data)
      if (!message) return
      if (message.type === 'changes') applyBatch(message.seq, message.changes)
      else if (message.type === 'snapshot-required') resync(ws)
    }
    ws.onclose = () => {
      clearTimeout(watchdog)
      if (socket !== ws) return
      socket = undefined
      if (opened) options.onStreaming(false)
      if (stopped) return
      failures += 1
      if (failures >= failuresBeforePolling) startPolling()
      const backoff = Math.min(maxBackoffMs, 500 * 2 ** Math.min(failures, 6))
      reconnectTimer = setTimeout(connect, backoff * (0.5 + random() / 2))
    }
    ws.onerror = () => ws.close()
  }

  function resync(ws: WebSocket): void {
    if (resyncing) return
    resyncing = true
    void reloadSnapshot().finally(() => {
      resyncing = false
      if (socket === ws && ws.readyState === ws.OPEN)
        ws.send(JSON.stringify({ type: 'subscribe', after: seq }))
    })
  }

  function startPolling(): void {
    if (pollTimer !== undefined || stopped) return
    const poll = async () => {
      const page = await options.pollChanges(seq)
      if (page.ok) {
        if (page.data.snapshotRequired) await reloadSnapshot()
        else for (const batch of page.data.batches) applyBatch(batch.seq, batch.changes)
      }
      if (pollTimer !== undefined) pollTimer = setTimeout(poll, pollIntervalMs)
    }
    pollTimer = setTimeout(poll, 0)
  }

  function stopPolling(): void {
    clearTimeout(pollTimer)
    pollTimer = undefined
  }

  return {
    async start() {
      const first = await reloadSnapshot()
      connect()
      return first
    },
    stop() {
      stopped = true
      clearTimeout(reconnectTimer)
      clearTimeout(watchdog)
      stopPolling()
      socket?.close()
      socket = undefined
    },
    seq: () => seq,
  }
}

function parseMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const message = JSON.parse(data) as ServerMessage
    return typeof message === 'object' && message !== null && 'type' in message
      ? message
      : undefined
  } catch {
    return undefined
  }
}
