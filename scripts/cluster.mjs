// npm run cluster: the topology of compose.yaml on this machine's loopback, from real parts: a
// private PostgreSQL, three processes of the compiled server, and Debian's HAProxy running the
// config the image ships (deploy/haproxy.cfg). It runs until Ctrl-C. The cluster test
// (tests/cluster/) starts the same through startCluster() and kills, stops and restarts parts.

import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from './postgres.mjs'
import {
  ensureClientBuild,
  ensureDependencies,
  ensureHaproxy,
  ensureServerBuild,
  root,
} from './prepare.mjs'

export const haproxyConfig = join(root, 'deploy/haproxy.cfg')
const appNames = ['app-1', 'app-2', 'app-3']

/**
 * Starts the cluster: HAProxy on basePort, the app processes on the ports after it, each with its
 * metrics on a port of its own after those. environment is added to every app process's.
 */
export async function startCluster({ basePort = 8571, environment = {} } = {}) {
  // A process left over on one of them would answer for the one that could not listen.
  for (let port = basePort; port <= basePort + 2 * appNames.length; port++) await mustBeFree(port)
  const logDir = mkdtempSync(join(tmpdir(), 'sportsbook-cluster-'))
  const postgres = await startPostgres()
  const apps = appNames.map((name, index) =>
    appProcess({
      name,
      port: basePort + 1 + index,
      metricsPort: basePort + 1 + appNames.length + index,
      logFile: join(logDir, `${name}.log`),
      environment: { DATABASE_URL: postgres.url, ...environment },
    }),
  )
  const balancer = haproxy({
    BIND: `127.0.0.1:${basePort}`,
    ...Object.fromEntries(apps.map((app, index) => [`APP_${index + 1}`, `127.0.0.1:${app.port}`])),
  })
  try {
    // Together, as compose starts them: migrations and the first seed take a lock.
    await Promise.all(apps.map((app) => app.start()))
    await balancer.start()
  } catch (error) {
    await Promise.all(apps.map((app) => app.stop()))
    balancer.stop()
    postgres.stop()
    throw error
  }
  return {
    url: `http://127.0.0.1:${basePort}`,
    apps,
    postgres,
    logDir,
    /** The balancer's log: servers it took out of rotation and back. */
    balancerLog: () => balancer.output(),
    async stop() {
      await Promise.all(apps.map((app) => app.stop()))
      balancer.stop()
      postgres.stop()
      rmSync(logDir, { recursive: true, force: true })
    },
  }
}

/** One server process: started, killed and started again as an orchestrator would. */
function appProcess({ name, port, metricsPort, logFile, environment }) {
  let child
  let stderr = ''
  const app = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null
    },
    async start() {
      stderr = ''
      child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server/main.js'], {
        cwd: root,
        env: {
          // As npm start and the image run it (docs/operations.md, Memory).
          MALLOC_ARENA_MAX: '2',
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          // HAProxy's X-Forwarded-For and X-Request-Id are believed.
          TRUST_PROXY: 'loopback',
          ...environment,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.pipe(createWriteStream(logFile, { flags: 'a' }))
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk)
      })
      await untilAnswering(`${app.url}/readyz`, child, () => `${name}: ${stderr}`)
    },
    /** Sends the signal; resolves with the exit once the process is gone. */
    kill(signal) {
      const running = child
      if (!app.running) return Promise.resolve({ code: running?.exitCode, signal: null })
      const exited = new Promise((resolve) =>
        running.once('exit', (code, received) => resolve({ code, signal: received })),
      )
      running.kill(signal)
      return exited
    },
    async stop() {
      if (!app.running) return
      const lingering = setTimeout(() => child?.kill('SIGKILL'), 10_000)
      await app.kill('SIGTERM')
      clearTimeout(lingering)
    },
  }
  return app
}

/** Debian's haproxy in the foreground, with the shipped config and these addresses. */
function haproxy(addresses) {
  let child
  let output = ''
  return {
    async start() {
      child = spawn('haproxy', ['-db', '-f', haproxyConfig], {
        env: { ...process.env, ...addresses },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => {
          output += String(chunk)
        })
      await untilAnswering(`http://${addresses.BIND}/readyz`, child, () => `haproxy: ${output}`)
    },
    output: () => output,
    stop() {
      child?.kill('SIGTERM')
    },
  }
}

function mustBeFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: the cluster needs ports from the base port on`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })
}

/** Resolves once the address answers 2xx; fails when the process exits or after a minute. */
async function untilAnswering(address, child, why) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) ${why()}`)
    try {
      if ((await fetch(address)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${address} did not answer in a minute ${why()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies()
  ensureClientBuild()
  ensureServerBuild()
  ensureHaproxy()
  const basePort = Number(process.env.CLUSTER_PORT ?? 8571)
  const cluster = await startCluster({ basePort, environment: { LOG_LEVEL: 'info' } })
  console.log(`
  Cluster running: HAProxy at ${cluster.url}/live/sport/ (deploy/haproxy.cfg)
  ${cluster.apps.map((app) => `${app.name}: ${app.url}, metrics ${app.metricsUrl}`).join('\n  ')}
  PostgreSQL: ${cluster.postgres.url}
  Logs: ${cluster.logDir}
  Ctrl-C stops every part and removes the database.
`)
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      cluster.stop().then(() => process.exit(0))
    })
}
