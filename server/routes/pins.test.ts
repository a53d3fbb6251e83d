// The pins over HTTP: a logged-in player's set kept whole and given back on another login (the
// other device), one player's set never another's, and every bad set a 400 naming its field.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PinsBody } from '../../domain/api/pins.ts'
import { maxPins } from '../../domain/rules/pins.ts'
import { createFundedPlayer, loginAs } from '../../tests/support/bets.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server?.close())

async function pinsCall(token: string | undefined, method: 'GET' | 'PUT', body?: unknown) {
  const response = await fetch(`${server.url}/api/pins`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    body: (await response.json()) as PinsBody & { message?: string },
  }
}

describe('pins (issue 41)', () => {
  it('follow the player to another login, and are nobody else’s', async () => {
    const player = await createFundedPlayer(server.db, 'pins', 0)
    const phone = await loginAs(server.url, player)
    expect(await pinsCall(phone, 'GET')).toEqual({ status: 200, body: { pins: [] } })
    const pins = [
      { eventId: 'e1', marketIds: ['m1', 'm2'] },
      { eventId: 'e2', marketIds: [] },
    ]
    expect(await pinsCall(phone, 'PUT', { pins })).toEqual({ status: 200, body: { pins } })

    const desktop = await loginAs(server.url, player)
    expect(await pinsCall(desktop, 'GET')).toEqual({ status: 200, body: { pins } })
    await pinsCall(desktop, 'PUT', { pins: pins.slice(1) })
    expect((await pinsCall(phone, 'GET')).body.pins).toEqual(pins.slice(1))

    const other = await loginAs(server.url, await createFundedPlayer(server.db, 'pins', 0))
    expect((await pinsCall(other, 'GET')).body.pins).toEqual([])
  })

  it('refuses an anonymous call 401 and a bad set 400 with its reason', async () => {
    expect((await pinsCall(undefined, 'GET')).status).toBe(401)
    const token = await loginAs(server.url, await createFundedPlayer(server.db, 'pins', 0))
    const nine = Array.from({ length: maxPins + 1 }, (_, index) => ({
      eventId: `e${index}`,
      marketIds: [],
    }))
    const tooMany = await pinsCall(token, 'PUT', { pins: nine })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toMatch(/pins/)
    const noEvent = await pinsCall(token, 'PUT', { pins: [{ marketIds: [] }] })
    expect(noEvent).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/eventId/) },
    })
    const fourMarkets = await pinsCall(token, 'PUT', {
      pins: [{ eventId: 'e1', marketIds: ['a', 'b', 'c', 'd'] }],
    })
    expect(fourMarkets.status).toBe(400)
    const samePinTwice = await pinsCall(token, 'PUT', {
      pins: [
        { eventId: 'e1', marketIds: [] },
        { eventId: 'e1', marketIds: [] },
      ],
    })
    expect(samePinTwice).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/the same event twice/) },
    })
    const sameMarketTwice = await pinsCall(token, 'PUT', {
      pins: [{ eventId: 'e1', marketIds: ['a', 'a'] }],
    })
    expect(sameMarketTwice).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/the same market twice/) },
    })
    expect((await pinsCall(token, 'GET')).body.pins).toEqual([])
  })
})
