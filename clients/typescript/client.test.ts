// The published client: its types are those of today's route table (regenerate with `npm run
// generate -w clients/typescript`), and it calls a real server with them.

import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'
import { createFundedPlayer, loginAs } from '../../tests/support/bets.ts'
import { createSportsbookClient } from './client'
import { clientTypes, schemaFile } from './generate.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server?.close())

describe('the typed client (clients/typescript)', () => {
  it('has the types of the route table as it is now', async () => {
    expect(readFileSync(schemaFile, 'utf8'), 'run: npm run generate -w clients/typescript').toBe(
      await clientTypes(),
    )
  })

  it("calls the server: a refusal is the operation's error, an answer its data", async () => {
    let token: string | undefined
    const client = createSportsbookClient({
      baseUrl: server.url,
      brand: 'demo',
      token: () => token,
    })
    const refused = await client.GET('/api/pins')
    expect(refused.response.status).toBe(401)
    expect(refused.error?.code).toBe('unauthorized')

    token = await loginAs(server.url, await createFundedPlayer(server.db, 'client', 0))
    const pins = [{ eventId: 'e1', marketIds: ['m1'] }]
    expect((await client.PUT('/api/pins', { body: { pins } })).data).toEqual({ pins })
    expect((await client.GET('/api/pins')).data).toEqual({ pins })
  })
})
