// A private PostgreSQL for the integration and cluster tests: a throw-away cluster on a free port,
// started and removed by the test command. initdb refuses root, so as root it runs as the
// postgres user.

import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { commandExists } from './prepare.mjs'

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export async function startPostgres() {
  if (!commandExists('initdb') || !commandExists('pg_ctl'))
    throw new Error(
      'PostgreSQL (initdb, pg_ctl) is not on the PATH: install postgresql to run the PostgreSQL pass',
    )
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-pg-'))
  chmodSync(dir, 0o777)
  const dataDir = join(dir, 'data')
  const port = await freePort()
  const shell = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
      : execFileSync('sh', ['-c', command], { stdio: 'pipe' })
  shell(`initdb -D ${dataDir} -A trust -U postgres --no-sync > ${dir}/initdb.log 2>&1`)
  let running = false
  const start = () => {
    shell(
      `pg_ctl -D ${dataDir} -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off" -l ${dir}/postgres.log -w start`,
    )
    running = true
  }
  const halt = () => {
    shell(`pg_ctl -D ${dataDir} -m fast -w stop`)
    running = false
  }
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator's restart does, keeping its data (the cluster test). */
    halt,
    /** Starts it again after halt(), on the same port with the same data. */
    resume: start,
    stop() {
      try {
        if (running) halt()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
