// Fans the change log out to this process's WebSocket clients. Each client says where it is
// (the last seq it applied) and receives every batch after it, in order, exactly once; a point
// older than the log keeps is answered with snapshot-required. Batches reach the hub through
// NOTIFY, so clients of every process see the same stream.

import { deflateRawSync } from 'node:zlib'
import type { WebSocket } from 'ws'
import { type LiveFaults, noFaults } from '../../domain/api/live-faults.ts'
import { parse } from '../../domain/api/schema.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { compactKeys } from '../../domain/feed/codec.ts'
import { changesInScope, type Scope, scopeOf } from '../../domain/feed/listed-markets.ts'
import {
  type ClientMessage,
  type CompactChange,
  clientMessageSchema,
  heartbeatIntervalMs,
  type ServerMessage,
} from '../../domain/feed/protocol.ts'
import type { NameTranslator } from '../../domain/reference/names/catalogue-names.ts'
import { inLanguage } from '../catalogue/names-in-language.ts'
import type { Database } from '../db/database.ts'
import { type ProducerState, producerChannel, readProducerState } from '../feed/producer-watch.ts'
import type { Log } from '../log.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { fault } from '../seeded-faults.ts'
import { stopWaitingOn } from '../within-ms.ts'
import {
  type Batch,
  batchesAfter,
  batchesPerRead,
  canResume,
  liveChannel,
  logBounds,
  pageBytes,
  wireBatch,
} from './change-log.ts'
import { connectionFaults } from './faults.ts'
import { createMarketTypeIndex, type MarketTypeIndex } from './market-type-index.ts'

const cachedBatches = 1000
/**
 * The newest batches keep their changes, to scope frames from for a client that asks for a scope
 * no other has; older ones keep their frames only (1,000 batches of changes would be 100 MB).
 */
const batchesWithChanges = 40

/** A batch's changes frame, serialised once however many clients it goes to. */
interface EncodedBatch {
  seq: number
  frame: string
  changes?: LiveChange[]
  /**
   * The frame under each scope clients hold (listed-markets.ts), by the scope's key: made once,
   * by the first client of that scope to need it, while the batch still has its changes.
   */
  scoped: Map<string, Promise<string>>
  /** The frames above deflated, by the scope's key ('' for every change), made on first need. */
  deflated: Map<string, Buffer>
  /** The frames above in a language, by the scope's key and the locale, made on first need. */
  worded: Map<string, Promise<string>>
}

const encode = (batch: Batch): EncodedBatch => ({
  seq: batch.seq,
  frame: JSON.stringify({ type: 'changes', ...wireBatch(batch) } satisfies ServerMessage),
  changes: batch.changes,
  scoped: new Map(),
  deflated: new Map(),
  worded: new Map(),
})

interface Client {
  id: number
  socket: WebSocket
  /** The last seq sent; undefined until the client subscribes. */
  lastSent?: number
  alive: boolean
  pumping: Promise<void>
  faults?: ReturnType<typeof connectionFaults>
  /** A frame the faults held back, sent after the next one. */
  held?: () => void
  /** What the client holds of the events in play; undefined: it is sent every change. */
  scope?: Scope
  /** Changes frames go binary, deflated: a sixth of the bytes on a phone's network. */
  deflate: boolean
  /** The language the client reads names in; undefined: the feed's own (names-in-language.ts). */
  language?: StreamLanguage
  /** Whether a subscribe is under way; the latest asked meanwhile waits in nextSubscribe. */
  subscribing: boolean
  nextSubscribe?: number
  /** Messages the client may still send now (messageBudget), and when it was last topped up. */
  allowance: number
  toppedUpAt: number
  /** Messages refused for the budget on this connection. */
  refused: number
}

/**
 * What a client may send: messagesPerSecond on average, in bursts of up to messageBurst. The
 * engine sends a subscribe on each connection and a scope when its list's markets change; a
 * client that sent subscribes in a loop made the server read the log's bounds for each, 10,000
 * frames holding every other request 6-8 s (probe 2, L3). Past the budget a message is refused
 * with a reason; past refusedBeforeClose refusals the connection is closed (1008, policy).
 */
const messageBudget = { messagesPerSecond: 20, messageBurst: 60, refusedBeforeClose: 200 }

/** A client's language: its locale, and its names once loaded. */
export interface StreamLanguage {
  locale: string
  names: Promise<NameTranslator>
}

export interface StreamHub {
  attach(socket: WebSocket, options?: { deflate?: boolean; language?: StreamLanguage }): void
  /** Which type each market is, as the hub learns it to scope frames: the poll scopes with it too. */
  marketTypes: MarketTypeIndex
  /** The newest seq this process's hub has read from the log (readiness: how far behind). */
  readonly latest: number
  /** The live clients connected to this process now. */
  readonly clients: number
  /** Whether the feed's producer is up, as the last state published says. */
  readonly producerUp: boolean
  /** Turns fault injection on (or off, with noFaults) for every connection, present and new. */
  setFaults(faults: LiveFaults): void
  close(): Promise<void>
}

/**
 * A client this far behind (bytes queued on its socket) once its batches have waited
 * drainWaitMs is cut off rather than buffered without bound: it reconnects and resumes from its
 * last seq, which costs the server nothing to keep.
 */
export const maxBufferedBytes = 1024 * 1024
/**
 * Each batch a client is sent waits, before it goes, for the client's socket to drain below
 * paceBytes, for at most drainWaitMs. Sent in a tight loop and cut at the first send over
 * maxBufferedBytes, a fresh log's first batches (the calendar's new events, over 1 MB each) cut
 * four fast readers in five on the loopback after four or five frames, and a heartbeat could cut
 * a phone in the middle of one large frame.
 */
const paceBytes = 256 * 1024
const drainWaitMs = 5_000
/** How long a closing hub waits for the database to let go of its listening and reading. */
const logCloseMs = 5_000

/**
 * Waits for the socket to drain below paceBytes (or to close), at most drainWaitMs; false for an
 * open socket still over maxBufferedBytes then: a client too slow to keep.
 */
async function drained(socket: WebSocket): Promise<boolean> {
  const until = Date.now() + drainWaitMs
  while (
    socket.readyState === socket.OPEN &&
    socket.bufferedAmount > paceBytes &&
    Date.now() < until
  )
    await new Promise((resolve) => setTimeout(resolve, 10))
  return socket.readyState !== socket.OPEN || socket.bufferedAmount <= maxBufferedBytes
}
/** The close code that tells a client why: too slow, resume. */
export const tooSlowCloseCode = 4008
/** The close code of a client that broke the message budget (RFC 6455: policy violation). */
export const policyCloseCode = 1008
/** The close code of a server shutting down: reconnect (to another process) and resume. */
export const restartCloseCode = 1012

export async function createStreamHub(
  db: Database,
  log: Log,
  metrics: Pick<Metrics, 'liveFrames' | 'liveBytes' | 'liveSlowCuts'>,
  options: { heartbeatMs?: number; faults?: LiveFaults } = {},
): Promise<StreamHub> {
  const clients = new Set<Client>()
  let closing = false
  let faults = options.faults ?? noFaults
  const faulty = () =>
    faults.drop + faults.duplicate + faults.reorder + faults.delayMs + faults.cutEvery > 0
  let nextClient = 1
  const recent: EncodedBatch[] = []
  let latest = (await logBounds(db)).latest
  const marketTypes = createMarketTypeIndex(db)
  let refreshing: Promise<void> = Promise.resolve()

  /** Reads the batches committed since the last into the cache, one read at a time. */
  const refreshNow = () => {
    refreshing = refreshing
      .then(refresh)
      .catch((error) => log.error({ err: error }, 'live refresh failed'))
    return refreshing
  }
  const unlisten = await db.listen(liveChannel, refreshNow)

  let producer: ProducerState = await readProducerState(db)
  const producerMessage = (): ServerMessage => ({ type: 'producer', ...producer })
  const unlistenProducer = await db.listen(producerChannel, () => {
    readProducerState(db)
      .then((state) => {
        producer = state
        // After the batch that suspended or reopened the markets, never before it.
        return refreshing.then(() => {
          for (const client of clients)
            if (client.lastSent !== undefined)
              client.pumping = client.pumping.then(() => send(client, producerMessage()))
        })
      })
      .catch((error) => log.error({ err: error }, 'reading the producer state failed'))
  })

  async function refresh(): Promise<void> {
    const fresh = await batchesAfter(db, latest)
    if (fresh.length === 0) return
    // More than one read's worth came since the last NOTIFY: read on now, not a read per NOTIFY.
    if (fresh.length === batchesPerRead && !closing) void refreshNow()
    recent.push(...fresh.map(encode))
    if (recent.length > cachedBatches) recent.splice(0, recent.length - cachedBatches)
    // Scoped frames go with the changes: a frame per batch for every scope met would grow with
    // the clients on a match's page. A client that far behind is served from the database.
    for (let at = recent.length - batchesWithChanges - 1; at >= 0; at--) {
      const batch = recent[at]
      if (batch?.changes === undefined) break
      batch.changes = undefined
      batch.scoped.clear()
      batch.worded.clear()
      for (const key of batch.deflated.keys()) if (key !== '') batch.deflated.delete(key)
    }
    latest = fresh[fresh.length - 1]?.seq ?? latest
    for (const client of clients) pump(client)
  }

  /**
   * Sends a message now. Only batches can fill a socket (pump waits for it to drain before each);
   * the rest are a few bytes, and a client that reads nothing fails the heartbeat's ping.
   */
  function send(client: Client, message: ServerMessage | string | Buffer): void {
    if (client.socket.readyState !== client.socket.OPEN) return
    const frame =
      typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message)
    client.socket.send(frame)
    metrics.liveFrames.inc()
    metrics.liveBytes.inc(typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length)
  }

  function cutTooSlow(client: Client): void {
    client.socket.close(tooSlowCloseCode, 'too slow: reconnect and resume from your last seq')
    clients.delete(client)
    metrics.liveSlowCuts.inc()
  }

  /** A changes frame, through the faults when they are on (faults.ts). */
  function deliver(client: Client, frame: string | Buffer): void {
    if (!client.faults) {
      send(client, frame)
      return
    }
    const fate = client.faults.fate()
    const out = () => {
      for (let n = 0; n < fate.send; n++) send(client, frame)
      if (fate.cutAfter) client.socket.terminate()
    }
    if (fate.holdBack && !client.held) {
      client.held = out
      return
    }
    const go = () => {
      out()
      const held = client.held
      client.held = undefined
      held?.()
    }
    if (fate.delayMs > 0) setTimeout(go, fate.delayMs)
    else go()
  }

  /**
   * The batch's frame under the scope, made once for every client that holds the same. A batch
   * that no longer has its changes goes whole: more than the client needs, never less.
   */
  function scopedFrame(batch: EncodedBatch, scope: Scope): Promise<string> {
    const made = batch.scoped.get(scope.key)
    if (made !== undefined) return made
    const changes = batch.changes
    if (changes === undefined) return Promise.resolve(batch.frame)
    const making = marketTypes.learn(changes).then(() =>
      JSON.stringify({
        type: 'changes',
        seq: batch.seq,
        changes: compactKeys(changesInScope(changes, scope, marketTypes.typeOf)) as CompactChange[],
      } satisfies ServerMessage),
    )
    batch.scoped.set(scope.key, making)
    // A failed read of the types is not kept: the next client of the scope tries again.
    making.catch(() => batch.scoped.delete(scope.key))
    return making
  }

  /**
   * The frame with its names in the client's language, made once for every client of the same
   * scope and language while the batch keeps its changes (as its scoped frames are).
   */
  function wordedFrame(
    batch: EncodedBatch,
    key: string,
    frame: string,
    language: StreamLanguage,
  ): Promise<string> {
    const made = batch.worded.get(key)
    if (made !== undefined) return made
    const making = language.names.then((translate) =>
      JSON.stringify(inLanguage(JSON.parse(frame) as ServerMessage, translate)),
    )
    if (batch.changes) batch.worded.set(key, making)
    making.catch(() => batch.worded.delete(key))
    return making
  }

  /** The frame deflated, once for every client of the same scope that asked for it so. */
  function deflated(batch: EncodedBatch, key: string, frame: string): Buffer {
    const made = batch.deflated.get(key)
    if (made) return made
    // Level 1: a sixth of the size at 200 matches; level 6 took another sixth off at more cost.
    const making = deflateRawSync(frame, { level: 1 })
    // A scope's frames are kept only as long as the batch keeps its changes (refresh).
    if (key === '' || batch.changes) batch.deflated.set(key, making)
    return making
  }

  /** Sends the client every batch after its lastSent; one pump at a time per client. */
  function pump(client: Client): void {
    client.pumping = client.pumping
      .then(async () => {
        while (client.lastSent !== undefined && client.lastSent < latest) {
          const from = client.lastSent
          const first = recent[0]
          const cached =
            first && first.seq <= from + 1 ? recent.filter((batch) => batch.seq > from) : []
          const key = client.scope?.key
          // A scope met for the first time on batches that have lost their changes: read again.
          const scopable = cached.every(
            (batch) => key === undefined || batch.changes || batch.scoped.has(key),
          )
          const batches =
            cached.length > 0 && scopable
              ? cached
              : (await batchesAfter(db, from, { maxBytes: pageBytes })).map(encode)
          if (batches.length === 0) return
          for (const batch of batches) {
            const scoped = client.scope ? await scopedFrame(batch, client.scope) : batch.frame
            const scopeKey = client.scope?.key ?? ''
            const { language } = client
            const key = language ? `${scopeKey}|${language.locale}` : scopeKey
            const frame = language ? await wordedFrame(batch, key, scoped, language) : scoped
            if (!(await drained(client.socket))) return cutTooSlow(client)
            deliver(client, client.deflate ? deflated(batch, key, frame) : frame)
            client.lastSent = batch.seq
          }
        }
      })
      .catch((error) => log.error({ err: error }, 'live pump failed'))
  }

  /** The client's scope is changed at once; the answer goes once what was under way is sent. */
  function rescope(client: Client, scope: Scope | undefined): void {
    client.scope = scope
    client.pumping = client.pumping.then(() =>
      send(client, { type: 'listed-markets-applied', seq: client.lastSent ?? latest }),
    )
  }

  async function subscribe(client: Client, after: number): Promise<void> {
    const bounds = await logBounds(db)
    if (!canResume(bounds, after) && !fault('no-snapshot-required')) {
      client.lastSent = undefined
      send(client, { type: 'snapshot-required', seq: bounds.latest })
      return
    }
    client.lastSent = fault('lost-resume') ? after + 1 : after
    send(client, producerMessage())
    // A batch committed before its NOTIFY came is read into the cache now, not skipped: the cache
    // with a hole in it would send a client resuming before the hole straight past it.
    if (bounds.latest > latest) await refreshNow()
    pump(client)
  }

  /**
   * One subscribe at a time a client: one asked while another is under way waits, and a later one
   * replaces it (the last point the client asked from is the one it wants).
   */
  function askSubscribe(client: Client, after: number): void {
    client.nextSubscribe = after
    if (client.subscribing) return
    client.subscribing = true
    void (async () => {
      while (client.nextSubscribe !== undefined) {
        const from = client.nextSubscribe
        client.nextSubscribe = undefined
        await subscribe(client, from).catch((error) =>
          log.error({ err: error }, 'subscribe failed'),
        )
      }
      client.subscribing = false
    })()
  }

  /** Whether the client's message is within its budget; refused with a reason if not. */
  function withinBudget(client: Client): boolean {
    const now = Date.now()
    client.allowance = Math.min(
      messageBudget.messageBurst,
      client.allowance + ((now - client.toppedUpAt) / 1000) * messageBudget.messagesPerSecond,
    )
    client.toppedUpAt = now
    if (client.allowance >= 1) {
      client.allowance -= 1
      return true
    }
    client.refused += 1
    if (client.refused > messageBudget.refusedBeforeClose) {
      client.socket.close(policyCloseCode, 'too many messages')
      clients.delete(client)
    } else if (client.refused === 1)
      send(client, {
        type: 'error',
        reason: `too many messages: at most ${messageBudget.messagesPerSecond} a second`,
      })
    return false
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      // A frame held back with nothing after it to overtake it goes now.
      const held = client.held
      client.held = undefined
      held?.()
      client.socket.ping()
      send(client, { type: 'heartbeat', seq: client.lastSent ?? latest })
    }
  }, options.heartbeatMs ?? heartbeatIntervalMs)

  return {
    marketTypes,
    get latest() {
      return latest
    },
    get clients() {
      return clients.size
    },
    get producerUp() {
      return producer.up
    },
    attach(socket, { deflate = false, language } = {}) {
      // A client that connects while the server shuts down is turned away at once: left open,
      // nothing would ever close it, and the server would wait for it for ever.
      if (closing) {
        socket.terminate()
        return
      }
      const id = nextClient++
      const client: Client = {
        id,
        socket,
        alive: true,
        deflate,
        ...(language ? { language } : {}),
        pumping: Promise.resolve(),
        ...(faulty() ? { faults: connectionFaults(faults, id) } : {}),
        subscribing: false,
        allowance: messageBudget.messageBurst,
        toppedUpAt: Date.now(),
        refused: 0,
      }
      clients.add(client)
      socket.on('pong', () => {
        client.alive = true
      })
      socket.on('close', () => clients.delete(client))
      socket.on('message', (data) => {
        client.alive = true
        if (!withinBudget(client)) return
        const message = parseClientMessage(String(data))
        if (typeof message === 'string') return send(client, { type: 'error', reason: message })
        if (message.type === 'subscribe') {
          client.scope = message.listedMarkets && scopeOf(message.listedMarkets)
          askSubscribe(client, message.after)
        } else if (message.type === 'listed-markets')
          rescope(client, message.listedMarkets ? scopeOf(message.listedMarkets) : undefined)
      })
    },
    setFaults(next) {
      faults = next
      for (const client of clients)
        client.faults = faulty() ? connectionFaults(faults, client.id) : undefined
    },
    async close() {
      closing = true
      clearInterval(heartbeat)
      // 1012, service restart: the engine reconnects (any close is lost, live-client.ts), and a
      // load balancer sends it to another process.
      for (const client of clients)
        client.socket.close(restartCloseCode, 'server restarting: reconnect and resume')
      // A client that does not answer the close within a second is cut off.
      await new Promise((resolve) => setTimeout(resolve, clients.size > 0 ? 1000 : 0))
      for (const client of clients) client.socket.terminate()
      // The database's part last, and bounded where the database may stall.
      const letGoOfTheLog = async () => {
        await unlisten()
        await unlistenProducer()
        // A read under way may have queued the next: wait for the last.
        let last: Promise<void> | undefined
        while (last !== refreshing) {
          last = refreshing
          await last
        }
      }
      await stopWaitingOn(db, letGoOfTheLog(), logCloseMs, () => undefined)
    },
  }
}

function parseClientMessage(text: string): ClientMessage | string {
  try {
    const checked = parse(clientMessageSchema, JSON.parse(text))
    return checked.ok ? checked.value : checked.reason
  } catch {
    return 'message must be JSON'
  }
}
