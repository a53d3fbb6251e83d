// Without DEV_ENDPOINTS=1 every development endpoint, GET included, is a JSON 404: not the app's
// page, which the server sends for any other unknown address. The table is read from a server
// started with them on (its registered routes under /dev/), so an endpoint added later is covered
// without touching this file. Both servers have an in-memory database of their own: a server
// with the endpoints on opens the demo brands to its own host page, which a shared database's
// other tests must not see.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/server.ts'

/**
 * Every route as method and full path, from Fastify's route tree (printRoutes): each line is a
 * path segment four characters deeper than its parent's, followed by its methods.
 */
function registeredRoutes(tree: string): Array<{ method: string; path: string }> {
  const parents: string[] = []
  return tree.split('\n').flatMap((line) => {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!node) return []
    const [, indent = '', segment = '', methods] = node
    const depth = indent.length / 4
    const path = (parents[depth - 1] ?? '') + segment
    parents[depth] = path
    parents.length = depth + 1
    return (methods ?? '')
      .split(', ')
      .filter(Boolean)
      .map((method) => ({ method, path }))
  })
}

const withEndpoints = await startServer({ feed: null, devEndpoints: true })
const devRoutes = registeredRoutes(withEndpoints.app.printRoutes({ commonPrefix: false })).filter(
  (route) => route.path.startsWith('/dev/'),
)
await withEndpoints.close()

// The app's page, which the server sends for an address it has no route for.
const clientDir = mkdtempSync(join(tmpdir(), 'client-'))
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Sportsbook</title>')
const server = await startServer({ feed: null, clientDir })
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('the development endpoints, off', () => {
  it('are read from the routes the server registers with them on', () => {
    const paths = new Set(devRoutes.map((route) => route.path))
    for (const known of ['/dev/outbox', '/dev/host', '/dev/live-faults'])
      expect(paths).toContain(known)
    expect(devRoutes.length).toBeGreaterThanOrEqual(12)
  })

  it.each(devRoutes)('$method $path is a JSON 404', async ({ method, path }) => {
    const url = `${server.url}${path.replace(/:[A-Za-z]+/g, 'demo')}?username=demo`
    const response = await fetch(url, {
      method,
      ...(['GET', 'HEAD'].includes(method)
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: '{}' }),
    })
    expect(response.status).toBe(404)
    if (method === 'HEAD') return
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ code: 'not-found' })
  })
})
