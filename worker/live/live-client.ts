// Keeps the engine's store in step with the server (docs/live-protocol.md): a snapshot, then the
// stream from the snapshot's seq on. A dropped connection resubscribes from the last applied
// seq, so no change is lost; a point the server no longer keeps reloads the snapshot. While the
// socket cannot be had, the same changes are polled over HTTP.

import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { reader } from '../../domain/api/schema.ts'
import { expandKeys } from '../../domain/feed/codec.ts'
import type { StreamHealth } from '../../domain/feed/freshness.ts'
import {
  type ChangesPage,
  type CompactChange,
  heartbeatIntervalMs,
  type ListedMarkets,
  type ServerMessage,
  serverMessageSchema,
} from '../../domain/feed/protocol.ts'

export interface LiveClientOptions {
  /** ws:// or wss:// URL of /xapi/live/stream, read at each connect (it names the language). */
  streamUrl: () => string
  WebSocket: typeof WebSocket
  loadSnapshot: () => Promise<ApiResult<LiveEventsResponse>>
  pollChanges: (after: number) => Promise<ApiResult<ChangesPage>>
  onSnapshot: (snapshot: LiveEventsResponse) => void
  /**
   * What the engine holds of the events in play, which scopes the stream; undefined: every
   * change. Read at each subscribe, and again by rescope.
   */
  listedMarkets?: () => ListedMarkets | undefined
  /** The batch's changes with their keys expanded, not yet checked, and its seq. */
  onChanges: (changes: unknown[], seq: number) => void
  onStreaming: (streaming: boolean) => void
  /**
   * What the client last heard (domain/feed/freshness.ts): told when the connection or the
   * producer changes, and at most once a second as frames, polls and snapshots arrive.
   */
  onHealth?: (health: StreamHealth) => void
  /** poll_changes_refresh_interval (SPEC.md section 9: 5000 ms). */
  pollIntervalMs?: number | (() => number)
  heartbeatMs?: number
  random?: () => number
  now?: () => number
}

export interface LiveClient {
  /** Resolves when the first snapshot is applied (or failed). */
  start(): Promise<ApiResult<LiveEventsResponse>>
  stop(): void
  /** The last seq applied. */
  seq(): number
  /** Opens the stream again at once and reads the snapshot anew (the page's language changed). */
  reopen(): void
  /**
   * Sends listedMarkets again; resolves once the server says every batch after its point goes
   * under it, or at once without a stream (the next subscribe carries it, the poll asks with it).
   */
  rescope(): Promise<void>
}

/** Reconnect backoff: 0.5 s, doubling on each failure in a row, capped at 30 s. */
const firstBackoffMs = 500
const maxBackoffMs = 30_000
/** After this many failed connects in a row, poll over HTTP until the socket is back. */
const failuresBeforePolling = 2

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { heartbeatMs = heartbeatIntervalMs, random = Math.random } = options
  const pollInterval = () =>
    typeof options.pollIntervalMs === 'function'
      ? options.pollIntervalMs()
      : (options.pollIntervalMs ?? 5000)
  let seq = 0
  /** Whether a snapshot was ever applied: without one, seq 0 is no point to resume from. */
  let haveSnapshot = false
  let socket: WebSocket | undefined
  /** Whether the current socket opened (and the stream was announced as up). */
  let streaming = false
  let failures = 0
  let stopped = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  /** Bumped whenever polling stops, so a poll still in flight cannot start a second loop. */
  let pollGeneration = 0
  let watchdog: ReturnType<typeof setTimeout> | undefined
  /** Rescopes sent on the current socket and not yet answered, oldest first. */
  let rescoping: Array<() => void> = []
  let reloading: Promise<unknown> | undefined
  /** When a gap was last asked to be filled: the ask is repeated at most once a second. */
  let gapAskedAt = Number.NEGATIVE_INFINITY
  const now = options.now ?? Date.now

  let health: StreamHealth = { connected: false, producerUp: true, lastFrameAt: 0 }
  function tell(next: Partial<StreamHealth>): void {
    const previous = health
    health = { ...health, ...next }
    const changed =
      health.connected !== previous.connected ||
      health.producerUp !== previous.producerUp ||
      health.lastFrameAt - previous.lastFrameAt >= 1000
    if (changed) options.onHealth?.(health)
    else health = { ...health, lastFrameAt: previous.lastFrameAt }
  }
  const heard = () => tell({ lastFrameAt: now() })

  async function reloadSnapshot(): Promise<ApiResult<LiveEventsResponse>> {
    const result = await options.loadSnapshot()
    if (result.ok && !stopped) {
      seq = result.data.seq
      haveSnapshot = true
      options.onSnapshot(result.data)
      heard()
    }
    return result
  }

  /** Applies the batch that follows our point; says whether it was applied or already had. */
  function applyBatch(batchSeq: number, changes: CompactChange[]): 'applied' | 'repeat' | 'gap' {
    // A frame that is not a batch must not move our point (a seq of "12" would compare as text).
    if (!Number.isSafeInteger(batchSeq) || !Array.isArray(changes)) return 'repeat'
    // A batch at or before our point is a repeat (a duplicate, a resubscribe overlapping the
    // poll): skip it. One past the next means a batch was lost or overtaken: never skip one.
    if (batchSeq <= seq) return 'repeat'
    if (batchSeq > seq + 1) return 'gap'
    options.onChanges(changes.map(expandKeys), batchSeq)
    seq = batchSeq
    return 'applied'
  }

  /** A batch arrived ahead of one missing: ask again from our point, at most once a second. */
  function fillGap(ws: WebSocket): void {
    if (now() - gapAskedAt < 1000) return
    gapAskedAt = now()
    subscribe(ws)
  }

  function subscribe(ws: WebSocket): void {
    // Without a scope the field is left out (JSON drops undefined): every change.
    ws.send(
      JSON.stringify({ type: 'subscribe', after: seq, listedMarkets: options.listedMarkets?.() }),
    )
  }

  /** The socket is gone: what waited for its answer waits no more (the next subscribe scopes). */
  function endRescoping(): void {
    for (const resolve of rescoping) resolve()
    rescoping = []
  }

  function armWatchdog(ws: WebSocket): void {
    clearTimeout(watchdog)
    // Three heartbeats of silence: the connection is dead even if the socket has not noticed. A
    // dead connection can take a minute to finish its close handshake, so it counts as lost now.
    watchdog = setTimeout(() => drop(ws), heartbeatMs * 3)
  }

  /** Gives up on a socket at once, without waiting for its close event. */
  function drop(ws: WebSocket): void {
    ws.close()
    lost(ws)
  }

  /** The current socket closed, failed to connect, or was given up on: reconnect with backoff. */
  function lost(ws: WebSocket): void {
    if (socket !== ws) return
    clearTimeout(watchdog)
    endRescoping()
    socket = undefined
    if (streaming) {
      streaming = false
      options.onStreaming(false)
    }
    tell({ connected: false })
    if (stopped) return
    failures += 1
    if (failures >= failuresBeforePolling) startPolling()
    const backoff = Math.min(maxBackoffMs, firstBackoffMs * 2 ** Math.min(failures - 1, 16))
    // Jitter: a random 50 to 100 per cent of the delay, so clients dropped together spread out.
    reconnectTimer = setTimeout(connect, backoff * (0.5 + random() / 2))
  }

  function connect(): void {
    if (stopped) return
    let ws: WebSocket
    try {
      ws = new options.WebSocket(options.streamUrl())
    } catch {
      // Some browsers throw (a SecurityError, a blocked scheme) instead of failing the connect:
      // a failed connect all the same, so the backoff and the HTTP poll still follow.
      const unusable = { close() {} } as WebSocket
      socket = unusable
      lost(unusable)
      return
    }
    socket = ws
    streaming = false
    ws.onopen = () => {
      if (socket !== ws) return
      streaming = true
      failures = 0
      stopPolling()
      options.onStreaming(true)
      // An open socket is not word from the server: a dead proxy accepts and then says nothing.
      // The server answers the subscribe at once, and that answer is what freshens the prices.
      tell({ connected: true })
      // Without a snapshot (or while one loads) there is no point to resume from yet.
      if (haveSnapshot && reloading === undefined) subscribe(ws)
      else resync(ws)
      armWatchdog(ws)
    }
    ws.binaryType = 'arraybuffer'
    /** Binary frames being inflated: later frames wait for them, so order holds. */
    let inflating: Promise<void> | undefined
    ws.onmessage = (event) => {
      // A socket given up on (watchdog, stop) may still deliver: only the current one counts.
      if (socket !== ws) return
      armWatchdog(ws)
      heard()
      if (!(event.data instanceof ArrayBuffer) && !inflating) return handle(event.data)
      const next = (inflating ?? Promise.resolve())
        .then(() => inflated(event.data))
        // Skipped like any malformed frame: its seq is not taken, and the gap is asked for.
        .catch(() => console.warn('live: skipped a frame that does not inflate'))
        .then((text) => {
          if (socket === ws) handle(text)
          if (inflating === next) inflating = undefined
        })
      inflating = next
    }
    function handle(data: unknown): void {
      const message = parseMessage(data)
      if (!message) return
      if (message.type === 'changes') {
        if (applyBatch(message.seq, message.changes) === 'gap') fillGap(ws)
      } else if (message.type === 'snapshot-required') resync(ws)
      else if (message.type === 'producer') tell({ producerUp: message.up })
      else if (message.type === 'listed-markets-applied') rescoping.shift()?.()
      // A heartbeat names the last batch sent: ahead of our point, one was lost on the way.
      else if (message.type === 'heartbeat' && message.seq > seq && reloading === undefined)
        fillGap(ws)
    }
    ws.onclose = () => lost(ws)
    ws.onerror = () => ws.close()
  }

  /** Reloads the snapshot (once, however many ask), then subscribes whichever socket is open. */
  function resync(ws: WebSocket): void {
    reloading ??= reloadSnapshot().then(
      (result) => {
        reloading = undefined
        const current = socket
        if (stopped || current === undefined || current.readyState !== current.OPEN) return
        // Subscribing from a point the server refused would only be refused again, at once and
        // forever while the snapshot fails: back off and try again instead.
        if (result.ok) subscribe(current)
        else drop(current)
      },
      () => {
        reloading = undefined
        if (socket === ws) drop(ws)
      },
    )
  }

  function startPolling(): void {
    if (pollTimer !== undefined || stopped) return
    const generation = pollGeneration
    const current = () => generation === pollGeneration && !stopped
    const poll = async () => {
      // A page that stopped short of the log's end is read on at once, not a poll interval later.
      let readOn = false
      try {
        if (!haveSnapshot) await reloadSnapshot()
        else {
          const page = await options.pollChanges(seq)
          if (current() && page.ok) {
            heard()
            tell({ producerUp: page.data.producerUp ?? true })
            if (page.data.snapshotRequired) await reloadSnapshot()
            else {
              // The page is the batches after our point, in order: a gap in it ends the page, the
              // next poll asks from where it stopped.
              readOn = page.data.more === true
              for (const batch of page.data.batches)
                if (applyBatch(batch.seq, batch.changes) === 'gap') {
                  readOn = false
                  break
                }
            }
          }
        }
      } catch (error) {
        // A bug, not the network (the fetch answers failures as values): report it, go on.
        console.error('live poll failed', error)
      }
      // Whatever one poll met, the fallback goes on until the socket is back.
      if (current()) pollTimer = setTimeout(poll, readOn ? 0 : pollInterval())
    }
    pollTimer = setTimeout(poll, 0)
  }

  function stopPolling(): void {
    clearTimeout(pollTimer)
    pollTimer = undefined
    pollGeneration += 1
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
      endRescoping()
      const ws = socket
      socket = undefined
      ws?.close()
    },
    seq: () => seq,
    reopen() {
      const ws = socket
      if (stopped || ws === undefined) return
      haveSnapshot = false
      drop(ws)
      clearTimeout(reconnectTimer)
      connect()
    },
    rescope() {
      // streaming: the socket opened and has not closed (a socket closing discards the send,
      // and its close answers the wait).
      if (!socket || !streaming) return Promise.resolve()
      socket.send(
        JSON.stringify({
          type: 'listed-markets',
          listedMarkets: options.listedMarkets?.() ?? null,
        }),
      )
      return new Promise((resolve) => {
        rescoping.push(resolve)
        // An answer that never comes holds nothing up for longer than a heartbeat.
        setTimeout(resolve, heartbeatMs)
      })
    },
  }
}

const readServerMessage = reader(serverMessageSchema)

/** A frame that is not a server message is skipped with its reason: it must not move the seq. */
function parseMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    console.warn('live: skipped a frame that is not JSON')
    return undefined
  }
  const message = readServerMessage(value)
  if (message.ok) return message.value
  console.warn(`live: skipped a malformed frame: ${message.reason}`)
  return undefined
}

/** A binary frame is a changes frame deflated (docs/live-protocol.md); text is itself. */
function inflated(data: unknown): Promise<unknown> {
  if (!(data instanceof ArrayBuffer)) return Promise.resolve(data)
  // Not through a Blob: in chromium each Blob read posts two tasks to the page's main thread
  // (the renderer's process reference, taken and released), about a tenth of what the quiet live
  // list cost it.
  const deflated = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(data))
      controller.close()
    },
  })
  return new Response(deflated.pipeThrough(new DecompressionStream('deflate-raw'))).text()
}
