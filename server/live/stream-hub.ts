// Fans the change log out to this process's WebSocket clients. Each client says where it is
// (the last seq it applied) and receives every batch after it, in order, exactly once; a point
// older than the log keeps is answered with snapshot-required. Batches reach the hub through
// NOTIFY, so clients of every process see the same stream.

import type { WebSocket } from 'ws'
import { checkClientMessage } from '../../domain/api/live-stream.ts'
import { compactKeys } from '../../domain/feed/codec.ts'
import {
  type ClientMessage,
  type CompactChange,
  heartbeatIntervalMs,
  type ServerMessage,
} from '../../domain/feed/protocol.ts'
import type { Database } from '../db/database.ts'
import { type Batch, batchesAfter, liveChannel, logBounds } from './change-log.ts'

const cachedBatches = 1000

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
  const recent: Batch[] = []
  let latest = (await logBounds(db)).latest
  let refreshing: Promise<void> = Promise.resolve()

  const unlisten = await db.listen(liveChannel, () => {
    refreshing = refreshing
      .then(refresh)
      .catch((error) => console.error('live refresh failed', error))
  })

  async function refresh(): Promise<void> {
    const fresh = await batchesAfter(db, latest)
    if (fresh.length === 0) return
    recent.push(...fresh)
    if (recent.length > cachedBatches) recent.splice(0, recent.length - cachedBatches)
    latest = fresh[fresh.length - 1]?.seq ?? latest
    for (const client of clients) pump(client)
  }

  function send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message))
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
              : await batchesAfter(db, from)
          if (batches.length === 0) return
          for (const batch of batches) {
            send(client, {
              type: 'changes',
              seq: batch.seq,
              changes: compactKeys(batch.changes) as CompactChange[],
            })
            client.lastSent = batch.seq
          }
        }
      })
      .catch((error) => console.error('live pump failed', error))
  }

  async function subscribe(client: Client, after: number): Promise<void> {
    const bounds = await logBounds(db)
    latest = Math.max(latest, bounds.latest)
    if (after > bounds.latest || after < bounds.resumableFrom) {
      client.lastSent = undefined
      send(client, { type: 'snapshot-required', seq: bounds.latest })
      return
    }
    client.lastSent = after
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
      for (const client of clients) client.socket.close(1001, 'server shutting down')
      await refreshing
    },
  }
}

function parseClientMessage(text: string): ClientMessage | string {
  try {
    const checked = checkClientMessage(JSON.parse(text))
    return checked.ok ? checked.value : checked.reason
  } catch {
    return 'message must be JSON'
  }
}
