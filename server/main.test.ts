// npm start's server reads its settings before it opens anything: one out of range stops it at
// once with exit code 2 and the setting's name, rather than a server running on a value nobody
// meant (or a crash later).

import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: '/nonexistent/never-opened', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('the server settings', () => {
  it('stops before it starts on a setting out of range, saying which and why', () => {
    const run = start({ DATABASE_PLACEMENT_CONNECTIONS: '2.5' })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(
      'DATABASE_PLACEMENT_CONNECTIONS must be a whole number from 1 to 1000, not "2.5"',
    )
  })

  it('stops on a TRUST_PROXY that names no address, range or hop count', () => {
    const run = start({ TRUST_PROXY: '10.0.0.0/8,proxy.example' })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('TRUST_PROXY must be a hop count from 1 to 10')
    expect(run.stderr).toContain('not "proxy.example"')
  })

  it('stops on FEED_SOURCE=ingest without the key its adapter posts with', () => {
    const run = start({ FEED_SOURCE: 'ingest', INGEST_KEY: '' })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(
      'FEED_SOURCE=ingest needs INGEST_KEY, the operator key the feed adapter sends to POST /ingest/changes',
    )
  })

  it('stops on a LOG_LEVEL pino does not have', () => {
    const run = start({ LOG_LEVEL: 'verbose' })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    )
  })
})
