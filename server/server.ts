// Starts the whole backend: database, migrations, first-start seed, live stream, feed and HTTP.
// Used by main.ts and, in-process, by the integration tests.

import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { createTokenService } from './auth/tokens.ts'
import { readCatalogue } from './catalogue/catalogue-records.ts'
import { loadReferenceData } from './catalogue/reference-data.ts'
import { type Database, lockKeys } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import { readLiveEvents } from './events/read-events.ts'
import type { FeedSource } from './feed/feed-source.ts'
import { publishChanges } from './feed/publish-changes.ts'
import { simulatorFeed } from './feed/simulator/simulator-feed.ts'
import { pruneLog } from './live/change-log.ts'
import { createStreamHub } from './live/stream-hub.ts'
import { seedOnFirstStart } from './seed.ts'

export interface ServerOptions {
  port?: number
  host?: string
  /** PGlite data folder; in memory when neither this nor databaseUrl is given. */
  dataDir?: string
  databaseUrl?: string
  clientDir?: string
  /** The feed to run; the feed simulator by default, none with null. */
  feed?: FeedSource | null
  heartbeatMs?: number
  logger?: boolean
}

export interface RunningServer {
  app: FastifyInstance
  db: Database
  url: string
  /** Whether this process runs the feed (one process per database does). */
  feedLeader: boolean
  close(): Promise<void>
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const db = await openDatabase(options)
  await migrate(db)
  await loadReferenceData(db)
  await seedOnFirstStart(db)
  const tokens = await createTokenService(db)
  const hub = await createStreamHub(db, { heartbeatMs: options.heartbeatMs })
  const app = await buildApp({
    db,
    tokens,
    hub,
    defaultBrand: 'demo',
    clientDir: options.clientDir,
    logger: options.logger,
  })
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const feed = options.feed === undefined ? simulatorFeed() : options.feed
  const feedLeader = feed !== null && (await db.tryHoldLock(lockKeys.feedLeader))
  let pruneTimer: ReturnType<typeof setInterval> | undefined
  if (feed && feedLeader) {
    const catalogue = await readCatalogue(db)
    feed.start({
      catalogue,
      liveEvents: () => readLiveEvents(db),
      publish: (changes) => publishChanges(db, catalogue, changes),
    })
    pruneTimer = setInterval(
      () => pruneLog(db).catch((error) => console.error('prune failed', error)),
      60_000,
    )
  }
  return {
    app,
    db,
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : (options.host ?? '127.0.0.1')}:${port}`,
    feedLeader,
    async close() {
      clearInterval(pruneTimer)
      if (feed && feedLeader) await feed.stop()
      await hub.close()
      await app.close()
      await db.close()
    },
  }
}
