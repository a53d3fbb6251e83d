// The producer heartbeat, as Sportradar's feeds have it: a feed that has produced nothing for
// producerTimeoutMs may be stuck on prices the world has left behind. The leader then suspends
// every open market of every live event (ordinary market changes, stored and streamed) and
// records the producer as down; the feed's next batch reopens exactly those markets.

import { isLive } from '../../domain/events/live.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { Log } from '../log.ts'

export const producerChannel = 'live_producer'

export interface ProducerState {
  up: boolean
  seq: number
}

export async function readProducerState(db: Queryable): Promise<ProducerState> {
  const [row] = await db.query<{ up: boolean; seq: number | string }>(
    'select up, seq from producer_state',
  )
  return { up: row?.up ?? true, seq: Number(row?.seq ?? 0) }
}

export interface ProducerWatch {
  /** The feed published: if the producer was down, it is back. */
  heard(): Promise<void>
  stop(): void
}

export function watchProducer(options: {
  db: Database
  catalogue: LiveStore
  /** Publishes a batch of the server's own (not the feed's: it does not count as produced). */
  publish: (changes: LiveChange[]) => Promise<number>
  timeoutMs: number
  log: Log
  now?: () => number
}): ProducerWatch {
  const { db, catalogue, publish, timeoutMs, log, now = Date.now } = options
  let lastHeardAt = now()
  let busy: Promise<void> = Promise.resolve()
  /** The state as this process last wrote or read it; unknown until read once. */
  let knownUp: boolean | undefined

  async function setState(up: boolean, seq: number, suspended: string[]): Promise<void> {
    await db.query('update producer_state set up = $1, seq = $2, suspended_market_ids = $3', [
      up,
      seq,
      JSON.stringify(suspended),
    ])
    await db.query('select pg_notify($1, $2)', [producerChannel, up ? 'up' : 'down'])
    knownUp = up
  }

  async function goDown(): Promise<void> {
    if (knownUp === false) return
    const suspended: string[] = []
    const changes: LiveChange[] = []
    for (const event of catalogue.events.values()) {
      if (!isLive(event)) continue
      for (const marketId of event.marketIds) {
        if (catalogue.markets.get(marketId)?.status !== 'open') continue
        suspended.push(marketId)
        changes.push({ kind: 'market', eventId: event.id, marketId, status: 'suspended' })
      }
    }
    const seq = await publish(changes)
    await setState(false, seq, suspended)
  }

  async function comeBack(): Promise<void> {
    if (knownUp === true) return
    const [row] = await db.query<{ up: boolean; suspended_market_ids: string[] }>(
      'select up, suspended_market_ids from producer_state',
    )
    knownUp = row?.up ?? true
    if (!row || row.up) return
    const changes: LiveChange[] = row.suspended_market_ids.flatMap((marketId) => {
      const market = catalogue.markets.get(marketId)
      // Only what the server suspended and nobody changed since: the feed's own word stands.
      return market?.status === 'suspended'
        ? [{ kind: 'market' as const, eventId: market.eventId, marketId, status: 'open' as const }]
        : []
    })
    const seq = await publish(changes)
    await setState(true, seq, [])
  }

  const run = (step: () => Promise<void>) => {
    busy = busy.then(step).catch((error) => log.error({ err: error }, 'producer watch failed'))
    return busy
  }

  const timer = setInterval(
    () => {
      if (now() - lastHeardAt > timeoutMs) void run(goDown)
    },
    Math.min(1000, timeoutMs / 4),
  )

  // A leader that died while the producer was down left it so: the first batch brings it back.
  return {
    heard() {
      lastHeardAt = now()
      return run(comeBack)
    },
    stop() {
      clearInterval(timer)
    },
  }
}
