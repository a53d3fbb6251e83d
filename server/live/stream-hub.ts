// Fans the change log out to this process's WebSocket clients. Each client says where it is
// (the last seq it applied) and receives every batch after it, in order, exactly once; a point
// older than the log keeps is answered with snapshot-required. Batches reach the hub through
// NOTIFY, so clients of every process see the same stream.

import type { WebSocket } from 'ws'
import { parse } from '../../domain/api/schema.ts'
import {
  type ClientMessage,
  clientMessageSchema,
  heartbeatIntervalMs,
  type ServerMessage,
} from '../../domain/feed/protocol.ts'
import type { Database } from '../db/database.ts'
import { type ProducerState, producerChannel, readProducerState } from '../feed/producer-watch.ts'
import {
  type Batch,
  batchesAfter,
  canResume,
  liveChannel,
  logBounds,
  wireBatch,
} from './change-log.ts'

const cachedBatches = 1000

/** A batch's changes frame, serialised once however many clients it goes to. */
interface EncodedBatch {
  seq: number
  frame: string
}

const encode = (batch: Batch): EncodedBatch => ({
  seq: batch.seq,
  frame: JSON.stringify({ type: 'changes', ...wireBatch(batch) } satisfies ServerMessage),
})

interface Client {
  socket: WebSocket
  /** The last seq sent; undefined until the client subscribes. */
  lastSent?: number
  alive: boolean
  pumping: Promise<void>
}

export interface StreamHub {
  attach(socket: WebSocket): void
  close(): Promise<void>
}

export async function createStreamHub(
  db: Database,
  options: { heartbeatMs?: number } = {},
): Promise<StreamHub> {
  const clients = new Set<Client>()
  const recent: EncodedBatch[] = []
  let latest = (await logBounds(db)).latest
  let refreshing: Promise<void> = Promise.resolve()

  const unlisten = await db.listen(liveChannel, () => {
    refreshing = refreshing
      .then(refresh)
      .catch((error) => console.error('live refresh failed', error))
  })

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
      .catch((error) => console.error('producer state failed', error))
  })

  async function refresh(): Promise<void> {
    const fresh = await batchesAfter(db, latest)
    if (fresh.length === 0) return
    recent.push(...fresh.map(encode))
    if (recent.length > cachedBatches) recent.splice(0, recent.length - cachedBatches)
    latest = fresh[fresh.length - 1]?.seq ?? latest
    for (const client of clients) pump(client)
  }

  function send(client: Client, message: ServerMessage | string): void {
    if (client.socket.readyState !== client.socket.OPEN) return
    client.socket.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /** Sends the client every batch after its lastSent; one pump at a time per client. */
  function pump(client: Client): void {
    client.pumping = client.pumping
      .then(async () => {
        while (client.lastSent !== undefined && client.lastSent < latest) {
          const from = client.lastSent
          const first = recent[0]
          const batches =
            first && first.seq <= from + 1
              ? recent.filter((batch) => batch.seq > from)
              : (await batchesAfter(db, from)).map(encode)
          if (batches.length === 0) return
          for (const batch of batches) {
            send(client, batch.frame)
            client.lastSent = batch.seq
          }
        }
      })
      .catch((error) => console.error('live pump failed', error))
  }

  async function subscribe(client: Client, after: number): Promise<void> {
    const bounds = await logBounds(db)
    latest = Math.max(latest, bounds.latest)
    if (!canResume(bounds, after)) {
      client.lastSent = undefined
      send(client, { type: 'snapshot-required', seq: bounds.latest })
      return
    }
    client.lastSent = after
    send(client, producerMessage())
    pump(client)
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      client.socket.ping()
      send(client, { type: 'heartbeat', seq: client.lastSent ?? latest })
    }
  }, options.heartbeatMs ?? heartbeatIntervalMs)

  return {
    attach(socket) {
      const client: Client = { socket, alive: true, pumping: Promise.resolve() }
      clients.add(client)
      socket.on('pong', () => {
        client.alive = true
      })
      socket.on('close', () => clients.delete(client))
      socket.on('message', (data) => {
        client.alive = true
        const message = parseClientMessage(String(data))
        if (typeof message === 'string') return send(client, { type: 'error', reason: message })
        if (message.type === 'subscribe')
          subscribe(client, message.after).catch((error) =>
            console.error('subscribe failed', error),
          )
      })
    },
    async close() {
      clearInterval(heartbeat)
      await unlisten()
      await unlistenProducer()
      for (const client of clients) client.socket.close(1001, 'server shutting down')
      await refreshing
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
