// The server a browser benchmark measures: a copy of the client build, served by a server of its
// own on a port it chooses, with its own embedded database and the feed's load the bench names.

import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../../scripts/prepare.mjs'

/**
 * A copy of the build for the server to serve: a `vite build` in the same tree while the bench
 * runs empties dist/assets, and the page would lose its chunks mid-measurement.
 */
export function copyClient(from: string, to: string): string {
  cpSync(from, to, { recursive: true })
  const entry = entryFile(to)
  if (!entry || !existsSync(join(to, entry)))
    throw new Error(`${from} changed while it was copied (a build running?): run again`)
  return to
}

export const entryFile = (clientDir: string) =>
  /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(
    readFileSync(join(clientDir, 'index.html'), 'utf8'),
  )?.[1]

/**
 * The server on a port of its own choosing (PORT=0): its banner says which. Ready once the live
 * list holds liveEvents events (FEED_LIVE_EVENTS, when the load names it), or any.
 */
export async function startServer(
  dataDir: string,
  clientDir: string,
  feed: Record<string, string> = {},
): Promise<{ process: ChildProcess; base: string }> {
  // Its own embedded database in dataDir, even when DATABASE_URL is set for the benchmarks that
  // measure PostgreSQL: a catalogue another benchmark left there would not hold the feed's load.
  const { DATABASE_URL: _shared, ...inherited } = process.env
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      ...feed,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const base = await new Promise<string>((resolve, reject) => {
    let log = ''
    server.stdout?.on('data', (data) => {
      log += String(data)
      // The server's log line that says where it serves (server/main.ts).
      const url = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"serving"/.exec(log)?.[1]
      if (url) resolve(url)
    })
    server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)))
  })
  const wanted = feed.FEED_LIVE_EVENTS === undefined ? undefined : Number(feed.FEED_LIVE_EVENTS)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const live = await fetch(`${base}/xapi/rest/live/events`)
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined)
    const count = (live as { events?: unknown[] } | undefined)?.events?.length ?? 0
    if (wanted === undefined ? count > 0 : count === wanted) return { process: server, base }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill()
  throw new Error(`the server did not come up with ${wanted ?? 'any'} live events in 60 s`)
}
