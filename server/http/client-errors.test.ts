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

it('two Authorization headers are a 400 with a reason, whichever comes first', async () => {
  const { port } = new URL(server.url)
  for (const order of [
    ['Bearer first', 'Bearer second'],
    ['Bearer second', 'Bearer first'],
  ]) {
    const socket = connect(Number(port), '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.write(
      `GET /xapi/icore/checkplayer HTTP/1.1\r\nhost: x\r\nbrand: demo\r\nauthorization: ${order[0]}\r\nauthorization: ${order[1]}\r\nconnection: close\r\n\r\n`,
    )
    await closed
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(answer).toContain('"message":"Authorization is given 2 times: send one credential"')
  }
})

it('a request whose body never comes whole is answered 408 and its connection closed', async () => {
  const impatient = await startServer({ feed: null, requestTimeoutMs: 500 })
  try {
    const { port } = new URL(impatient.url)
    const socket = connect(Number(port), '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.write(
      'POST /xapi/rest/betslips/selections HTTP/1.1\r\nhost: x\r\nbrand: demo\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"sin',
    )
    await closed
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  } finally {
    await impatient.close()
  }
})
