// The probes an operator's balancer asks: /livez and /readyz answer JSON, never the app's page;
// readiness is 503 with a reason when the database is gone; and a process told to stop with
// SIGTERM turns unready first, lets a request under way finish, tells its live clients to
// reconnect elsewhere (close code 1012), and exits 0.

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { restartCloseCode } from '../../server/live/stream-hub.ts'
import { startServer } from '../../server/server.ts'
import { freePort, stopProcess, untilAnswering } from '../support/server-process.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'probes-client-'))
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><body>the app</body></html>')
const server = await startServer({ feed: null, clientDir })
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('the probes', () => {
  it('/livez and /readyz answer JSON: live, and ready with the stream lag', async () => {
    const live = await fetch(`${server.url}/livez`)
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'live' })
    // A database slower than the probe's 2 s makes one answer 503: ready once it answers in time.
    await expect
      .poll(async () => {
        const ready = await fetch(`${server.url}/readyz`)
        return { status: ready.status, body: await ready.json() }
      })
      .toEqual({ status: 200, body: { status: 'ready', streamLag: { seqs: 0, ms: 0 } } })
  })

  it('an operator path the server does not answer is a JSON 404, never the app page', async () => {
    // The app's page itself is served for the app's addresses: the fallback is on.
    expect(await (await fetch(`${server.url}/live/sport/`)).text()).toContain('the app')
    for (const path of [
      '/health',
      '/healthz',
      '/metrics',
      '/status',
      '/readyz/',
      '/admin',
      '/ops',
    ]) {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('content-type'), path).toContain('application/json')
    }
  })

  it('/readyz is 503 with a reason when the database is gone', async () => {
    const lost = await startServer({ feed: null, databaseUrl: process.env.DATABASE_URL })
    await lost.db.close()
    const answer = await fetch(`${lost.url}/readyz`)
    expect(answer.status).toBe(503)
    const body = (await answer.json()) as { status: string; reason: string }
    expect(body.status).toBe('not-ready')
    expect(body.reason).toMatch(/^database: /)
    // The process itself still answers.
    expect((await fetch(`${lost.url}/livez`)).status).toBe(200)
    await lost.close().catch(() => undefined)
  })
})

/** A POST whose body is sent in two parts: the request is under way until finish() is called. */
function slowRequest(url: string) {
  const body = JSON.stringify({ username: 'nobody-drain', password: 'not-this-one' })
  const sent = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  sent.write(body.slice(0, 10))
  const answer = new Promise<number>((resolve, reject) => {
    sent.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    sent.on('error', reject)
  })
  // Awaited by the test; a test that fails before then leaves no unhandled rejection behind.
  answer.catch(() => undefined)
  return { answer, finish: () => sent.end(body.slice(10)) }
}

// On PGlite only: the process has an embedded database of its own in both passes (below), so the
// PostgreSQL pass would run the same test on the same database again.
describe.skipIf(process.env.DATABASE_URL)('SIGTERM', () => {
  let child: ChildProcess | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'probes-drain-'))
  afterAll(async () => {
    if (child) await stopProcess(child)
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('turns readiness 503, finishes the request under way, sends 1012 to live clients, exits 0', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    let stderr = ''
    // Its own embedded database, even in the PostgreSQL pass: its feed would otherwise write
    // fixtures into the database the worker's other files share (a jackpot's matches among them).
    const { DATABASE_URL: _shared, ...environment } = process.env
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...environment,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // The test's own steps below must fit in it, through a process at a lower priority.
        DRAIN_DELAY_MS: '10000',
        LOG_LEVEL: 'warn',
        FEED_LIVE_EVENTS: '2',
        FEED_CHANGES_PER_SECOND: '2',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk)
    })

    const running = child
    // Compiled by tsx as it starts, beside the suite's other files on two cores: give it time.
    await untilAnswering(`${url}/readyz`, running, { why: () => stderr, timeoutMs: 150_000 })
    const exited = new Promise<number | null>((resolve) => running.once('exit', resolve))

    const socket = new WebSocket(`ws://127.0.0.1:${port}/xapi/live/stream`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    const underWay = slowRequest(`${url}/xapi/icore/players/login`)
    await new Promise((resolve) => setTimeout(resolve, 200))

    running.kill('SIGTERM')
    // The signal is handled when the process's loop next turns: a probe may just precede it.
    await expect
      .poll(async () => {
        const unready = await fetch(`${url}/readyz`)
        return { status: unready.status, body: await unready.json() }
      })
      .toEqual({ status: 503, body: { status: 'not-ready', reason: 'shutting down' } })
    expect(socket.readyState).toBe(WebSocket.OPEN)
    // Still serving while the balancer takes the process out.
    expect((await fetch(`${url}/livez`)).status).toBe(200)

    expect(await closed).toBe(restartCloseCode)
    // The request begun before SIGTERM is answered after the live stream has closed.
    underWay.finish()
    expect(await underWay.answer).toBe(401)
    expect(await exited).toBe(0)
  }, 240_000)
})
