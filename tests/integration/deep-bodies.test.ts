// A JSON body nested 5,000 deep is a 400 with a reason on every route that reads a body, not a
// 500 from whatever walked it recursively (PUT /dev/brands/{id}/settings overflowed the stack).
// The routes are those of the live OpenAPI document that take a JSON body, the development
// endpoints among them: on an in-memory database of the test's own, since they change brands.
// A body naming __proto__ is refused too, and told so, not called broken JSON.

import { afterAll, describe, expect, it } from 'vitest'
import { deepestBody } from '../../server/http/json-bodies.ts'
import { startServer } from '../../server/server.ts'

const server = await startServer({ feed: null, devEndpoints: true })
afterAll(() => server.close())

const document = (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>
}
const routesWithBodies = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
    .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'demo') })),
)

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

const send = (method: string, path: string, body: string) =>
  fetch(`${server.url}${path}?uuid=deep-bodies-1`, {
    method,
    headers: { 'content-type': 'application/json' },
    body,
  })

describe('bodies nested too deep', () => {
  it('are read on the routes the API documents with a body, development ones too', () => {
    const paths = routesWithBodies.map((route) => `${route.method} ${route.path}`)
    expect(paths).toContain('PUT /dev/brands/demo/settings')
    expect(paths).toContain('POST /xapi/rest/accounts/demo/betslips')
    expect(routesWithBodies.length).toBeGreaterThanOrEqual(20)
  })

  it.each(routesWithBodies)('$method $path answers 400 to 5,000 levels', async (route) => {
    for (const body of [arrays(5000), objects(5000)]) {
      const response = await send(route.method, route.path, body)
      // POST /api/metrics takes 8 KB at most: a longer body is refused unread, 413.
      const tooLong = route.path === '/api/metrics' && body.length > 8 * 1024
      expect(response.status).toBe(tooLong ? 413 : 400)
      expect(await response.json()).toEqual({
        code: 'invalid-request',
        message: tooLong
          ? 'Request body is too large'
          : `the body is nested more than ${deepestBody} levels deep`,
      })
    }
  })

  it('a body as deep as the limit is read, one level more is not', async () => {
    // The live faults' schema ignores a field it does not know, however deep.
    const asDeep = await send('POST', '/dev/live-faults', `{"note":${objects(deepestBody - 1)}}`)
    expect(asDeep.status).toBe(200)
    const deeper = await send('POST', '/dev/live-faults', `{"note":${objects(deepestBody)}}`)
    expect(deeper.status).toBe(400)
  })
})

describe('bodies that name a prototype', () => {
  it('are refused as such, not called broken JSON; broken JSON is called that', async () => {
    for (const body of [
      '{"__proto__":{"holdWithdraw":false}}',
      // Fastify's parser takes a byte-order mark before the JSON.
      '\uFEFF{"__proto__":{"holdWithdraw":false}}',
      '{"a":{"constructor":{"prototype":{}}}}',
    ]) {
      const response = await send('POST', '/dev/live-faults', body)
      expect(response.status, body).toBe(400)
      expect(await response.json(), body).toEqual({
        code: 'invalid-request',
        message: 'the body names __proto__ or constructor.prototype, which are refused',
      })
    }
    const broken = await send('POST', '/dev/live-faults', '{"note":')
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { message: string }).message).toMatch(/not valid JSON/)
  })
})
