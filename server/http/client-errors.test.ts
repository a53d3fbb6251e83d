// What Node refuses before Fastify routes a request still answers the JSON error body.

import { connect } from 'node:net'
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

/** Writes a request as bytes on a connection of its own; answers all the server sent, once it closed. */
async function exchange(url: string, request: string): Promise<string> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => {
    answer += chunk.toString()
  })
  const closed = new Promise((resolve) => socket.on('close', resolve))
  socket.write(request)
  await closed
  return answer
}

it('two Authorization headers are a 400 with a reason, whichever comes first', async () => {
  for (const [first, second] of [
    ['Bearer first', 'Bearer second'],
    ['Bearer second', 'Bearer first'],
  ]) {
    const answer = await exchange(
      server.url,
      `GET /xapi/icore/checkplayer HTTP/1.1\r\nhost: x\r\nbrand: demo\r\nauthorization: ${first}\r\nauthorization: ${second}\r\nconnection: close\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(answer).toContain('"message":"Authorization is given 2 times: send one credential"')
  }
})

it('a request whose body never comes whole is answered 408 and its connection closed', async () => {
  const impatient = await startServer({ feed: null, requestTimeoutMs: 500 })
  try {
    const answer = await exchange(
      impatient.url,
      'POST /xapi/rest/betslips/selections HTTP/1.1\r\nhost: x\r\nbrand: demo\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"sin',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  } finally {
    await impatient.close()
  }
})
