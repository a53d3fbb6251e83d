// What Node refuses before Fastify routes a request still answers the JSON error body.

import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server?.close())

it('headers past 16 KB are a 431 with { code, message }', async () => {
  const answer = await fetch(`${server.url}/api/cached_settings`, {
    headers: { 'x-large': 'x'.repeat(20_000) },
  })
  expect(answer.status).toBe(431)
  expect(await answer.json()).toEqual({
    code: 'invalid-request',
    message: 'the request headers are too large',
  })
  expect(answer.headers.get('x-frame-options')).toBe('DENY')
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
})
