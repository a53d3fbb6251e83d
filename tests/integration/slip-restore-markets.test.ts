// A slip restored after a reload whose selections' markets the store lacks (SPEC.md section 7):
// markets by ids brings those the server has open; a market it leaves out is asked for alone
// (GET /xapi/rest/markets/{id}), and one the server no longer has takes its selection off the
// slip, which is saved without it. The engine runs in-process against the real server.

import { afterAll, beforeAll, expect, it } from 'vitest'
import type { BetslipSelection } from '../../domain/engine/betslip.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { createPersistence, memoryStorage } from '../../worker/context/persistence.ts'
import { createTestEvent } from '../support/bets.ts'
import { startEngine, until } from '../support/engine-harness.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null, databaseUrl: process.env.DATABASE_URL })
})
afterAll(() => server?.close())

const selectionOn = (eventId: string, marketId: string, outcomeId: string): BetslipSelection => ({
  outcomeId,
  eventId,
  marketId,
  eventDescription: 'Home v Away',
  marketDescription: 'Match result',
  outcomeDescription: 'Home',
  stakeText: '',
  unitStake: 0,
})

it('a restored selection whose market the server no longer has leaves the slip, asked for alone', async () => {
  const { event, marketIds, outcomes } = await createTestEvent(server.db)
  const eventId = event.id
  const marketId = marketIds[0] as string
  const outcomeId = outcomes[0]?.[0] as string
  const storage = memoryStorage()
  await createPersistence(storage)
    .slice('betslip')
    .save([
      selectionOn(eventId, marketId, outcomeId),
      selectionOn(eventId, `${marketId}-gone`, `${marketId}-gone-o1`),
    ])
  const asked: string[] = []
  let askedAlone = () => {}
  const goneAsked = new Promise<void>((resolve) => {
    askedAlone = resolve
  })
  const recording: typeof fetch = async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    asked.push(path)
    if (path === `/xapi/rest/markets/${marketId}-gone`) askedAlone()
    // Our refresh marks an unknown outcome closed (state C) and, answered first, would take the
    // selection off before it is asked for alone: held until then, as a backend whose refresh
    // does not close it answers.
    if (path === '/xapi/rest/betslips/selections') await goneAsked
    return fetch(input, init)
  }
  const { betslip, engine } = await startEngine(server.url, { storage, fetch: recording })
  try {
    const slip = await until(betslip, (view) => view.selections.length === 1)
    expect(slip.selections[0]).toMatchObject({ outcomeId, available: true, decimal: 2 })
    expect(asked).toContain(`/xapi/rest/markets/${marketId}-gone`)
    // The market by ids gave was not asked for again.
    expect(asked).not.toContain(`/xapi/rest/markets/${marketId}`)
    const saved = () => createPersistence(storage).slice('betslip').load()
    await expect
      .poll(async () => (await saved())?.map((selection) => selection.outcomeId))
      .toEqual([outcomeId])
  } finally {
    engine.stop()
  }
})
