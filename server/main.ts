// npm start's server process: reads the environment, starts, prints where to go, and stops
// cleanly on Ctrl-C so the embedded database is closed and keeps its data.

import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { feedOptionsFromEnv, seededRandom } from './feed/feed-options.ts'
import { createPriceWalk } from './feed/price-walk.ts'
import { demoPlayer } from './seed.ts'
import { startServer } from './server.ts'

let feedOptions: ReturnType<typeof feedOptionsFromEnv>
try {
  feedOptions = feedOptionsFromEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const { seed, ...walk } = feedOptions

const port = Number(process.env.PORT ?? 8080)
const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const databaseUrl = process.env.DATABASE_URL || undefined
if (!databaseUrl) mkdirSync(dataDir, { recursive: true })

const server = await startServer({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: databaseUrl ? undefined : dataDir,
  databaseUrl,
  // CLIENT_DIR: a copy of the build that a concurrent `vite build` cannot empty (the benchmark's).
  clientDir: resolve(process.env.CLIENT_DIR ?? 'dist'),
  feed: createPriceWalk({ ...walk, ...(seed === undefined ? {} : { random: seededRandom(seed) }) }),
})

console.log(`
  Sportsbook running at ${server.url.replace('127.0.0.1', 'localhost')}/live/sport/
  Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}${server.feedLeader ? '' : ' (another process runs the feed)'}
  Feed: ${walk.changesPerSecond} price changes a second${walk.liveEvents === undefined ? '' : ` across ${walk.liveEvents} live events`}${seed === undefined ? '' : `, seed ${seed}`}
  Demo login: ${demoPlayer.username} / ${demoPlayer.password}
  Ctrl-C stops it; the data is kept for the next start.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('Stopping...')
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error)
        process.exit(1)
      })
  })
}
