// One answer to "can this outcome be bet on": the SQL the listing queries ask it with
// (server/bets/bettable-outcome.ts) and the rule placement and the betslip model check
// (checkSelection over server/bets/selection-states.ts) agree on every way an outcome stops
// taking bets. On PostgreSQL when DATABASE_URL is set.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSelection } from '../../domain/bets/selection-checks.ts'
import { bettableOutcome } from '../../server/bets/bettable-outcome.ts'
import { readSelectionStates } from '../../server/bets/selection-states.ts'
import type { RunningServer } from '../../server/server.ts'
import { createEvent, startPlacementServer, type TestEvent } from './placement-fixtures.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startPlacementServer({ databaseUrl: process.env.DATABASE_URL })
})
afterAll(() => server?.close())

/** Each way an outcome can stand, as the feed or a trader leaves its rows. */
const cases: Array<[string, (event: TestEvent) => [string, unknown[]] | undefined]> = [
  ['open at its price', () => undefined],
  [
    'its event finished',
    (e) => ['update events set is_finished = true where id = $1', [e.eventId]],
  ],
  ['its event withdrawn', (e) => ['update events set removed = true where id = $1', [e.eventId]]],
  [
    'its market suspended',
    (e) => [`update markets set status = 'suspended' where id = $1`, [e.marketIds[0]]],
  ],
  [
    'its market removed',
    (e) => ['update markets set removed = true where id = $1', [e.marketIds[0]]],
  ],
  [
    'the outcome suspended',
    (e) => [`update outcomes set status = 'suspended' where id = $1`, [e.outcomes[0]?.[0]]],
  ],
  [
    'the outcome hidden',
    (e) => ['update outcomes set hidden = true where id = $1', [e.outcomes[0]?.[0]]],
  ],
  [
    'the outcome removed',
    (e) => ['update outcomes set removed = true where id = $1', [e.outcomes[0]?.[0]]],
  ],
  ['priced at 1', (e) => ['update outcomes set price = 1 where id = $1', [e.outcomes[0]?.[0]]]],
]

describe('a bettable outcome, one definition', () => {
  it.each(cases)('%s: the SQL and checkSelection give the same answer', async (_, change) => {
    const event = await createEvent(server.db)
    const outcomeId = event.outcomes[0]?.[0] ?? ''
    const update = change(event)
    if (update) await server.db.query(update[0], update[1])
    const [row] = await server.db.query<{ bettable: boolean }>(
      `select ${bettableOutcome('o', 'm', 'e')} as bettable from outcomes o
       join markets m on m.id = o.market_id join events e on e.id = o.event_id where o.id = $1`,
      [outcomeId],
    )
    const states = await readSelectionStates(server.db, 'demo', [outcomeId], undefined)
    expect(row?.bettable).toBe(update === undefined)
    expect(checkSelection(states.get(outcomeId)) === undefined).toBe(row?.bettable)
  })
})
