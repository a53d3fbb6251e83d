// The server's log as an operator reads it: one JSON line a request, with the id its answer
// carries (a trusted proxy's own when it sends one), the player and brand where known, and never
// a password, a session token or a card number, whatever the requests carried.

import { connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'
import { createTestPlayer } from '../support/test-players.ts'

const lines: string[] = []
const logStream = { write: (line: string) => void lines.push(line) }
const server: RunningServer = await startServer({
  feed: null,
  logLevel: 'trace',
  logStream,
  trustedProxies: ['10.0.0.0/8'],
})
afterAll(() => server.close())

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', brand: 'demo', ...headers },
    body: JSON.stringify(body),
  })
}

describe('the request log', () => {
  it('never holds a password, a session token or a card number', async () => {
    const wrongPassword = 'wrong-Secret-7f3a91'
    const player = await createTestPlayer(server.db, { brandId: 'demo', name: 'logged' })
    const { username, password } = player
    await post('/xapi/icore/players/login', { username, password: wrongPassword })
    const login = await post('/xapi/icore/players/login', { username, password })
    expect(login.status).toBe(200)
    const { alsToken, accountId } = (await login.json()) as { alsToken: string; accountId: string }
    const bearer = { authorization: `Bearer ${alsToken}` }
    const cardNumber = '4242424242424242'
    const deposit = await post(
      `/xapi/rest/accounts/${accountId}/deposits?uuid=log-test-${Date.now()}`,
      { amount: 1000, method: 'card', cardNumber, expiry: '12/34', cvc: '123' },
      bearer,
    )
    expect(deposit.status).toBe(200)
    // A placement refused for its empty slip is logged like any other.
    const placement = await post(
      `/xapi/rest/accounts/${accountId}/betslips?uuid=log-test-${Date.now()}`,
      { singles: [] },
      bearer,
    )
    expect(placement.status).toBe(400)
    await fetch(`${server.url}/live/sport/?token=${alsToken}`)

    const text = lines.join('')
    expect(lines.length).toBeGreaterThanOrEqual(5)
    for (const secret of [wrongPassword, password, alsToken, cardNumber, '4242 4242'])
      expect(text).not.toContain(secret)
    const requests = logged().filter((line) => line.msg === 'request')
    expect(requests.map((line) => line.status)).toEqual(
      expect.arrayContaining([401, 200, 200, 400, 404]),
    )
    const depositLine = requests.find((line) => String(line.path).endsWith('/deposits'))
    expect(depositLine).toMatchObject({
      method: 'POST',
      route: '/xapi/rest/accounts/:accountId/deposits',
      status: 200,
      brand: 'demo',
      player: player.id,
      reqId: expect.any(String),
    })
  })

  it('logs a probe that passes at debug, below the requests of bettors', async () => {
    // Liveness: readiness asks the database, which a loaded machine may answer past its 2 s.
    const answer = await fetch(`${server.url}/livez`)
    expect(answer.status).toBe(200)
    const id = answer.headers.get('x-request-id')
    await expect
      .poll(() => logged().find((line) => line.reqId === id && line.msg === 'request')?.level)
      .toBe(20)
  })

  it('gives every answer the id its line carries', async () => {
    const answer = await fetch(`${server.url}/api/currencies`, { headers: { brand: 'demo' } })
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(logged().find((line) => line.reqId === id && line.msg === 'request')).toBeDefined()
  })

  it('takes a request id only from a trusted proxy', async () => {
    // The test connects from 127.0.0.1, which this server does not trust.
    const answer = await fetch(`${server.url}/api/currencies`, {
      headers: { 'x-request-id': 'from-a-stranger' },
    })
    expect(answer.headers.get('x-request-id')).not.toBe('from-a-stranger')
    const trusting = await startServer({ feed: null, trustedProxies: ['loopback'] })
    try {
      const proxied = await fetch(`${trusting.url}/api/currencies`, {
        headers: { 'x-request-id': 'haproxy-4f2a' },
      })
      expect(proxied.headers.get('x-request-id')).toBe('haproxy-4f2a')
    } finally {
      await trusting.close()
    }
  })
})

describe("a live client's broken frame", () => {
  it("is logged as the client's fault, at info with its reason, not as an error", async () => {
    const { WebSocket } = await import('ws')
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/xapi/live/stream`)
    await new Promise((resolve) => socket.once('open', resolve))
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    // A text frame that is not UTF-8.
    socket.send(Buffer.from([0xc3, 0x28]), { binary: false })
    expect(await closed).toBe(1007)
    await expect
      .poll(() => logged().find((line) => line.msg === 'live client broke the protocol'))
      .toMatchObject({ level: 30, code: 'WS_ERR_INVALID_UTF8' })
    expect(logged().filter((line) => Number(line.level) >= 50)).toEqual([])
  })

  it('a request refused before routing (a broken Content-Length) is a line at info', async () => {
    const { port } = new URL(server.url)
    const socket = connect(Number(port), '127.0.0.1')
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.on('data', () => {})
    socket.write(
      'POST /xapi/rest/betslips/selections HTTP/1.1\r\nhost: x\r\ncontent-length: x\r\n\r\n',
    )
    await closed
    await expect
      .poll(() => logged().find((line) => line.msg === 'malformed request refused'))
      .toMatchObject({ level: 30, status: 400, code: 'HPE_INVALID_CONTENT_LENGTH' })
  })

  it('a request the client gave up on is a line too, status 499', async () => {
    const { port } = new URL(server.url)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    // Headers and half a body, then the client is gone.
    socket.write(
      'POST /xapi/rest/betslips/selections HTTP/1.1\r\nhost: x\r\nbrand: demo\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"sin',
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.destroy()
    await expect
      .poll(() => logged().find((line) => line.msg === 'request' && line.status === 499))
      .toMatchObject({ method: 'POST', route: '/xapi/rest/betslips/selections' })
  })
})
