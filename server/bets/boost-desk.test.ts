// The demo boost desk on a fresh database: the favourite of each coming match is boosted by a
// fifth until kick-off, once, and a brand whose list is full gets no more.

import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestEvent } from '../../tests/support/bets.ts'
import { type RunningServer, startServer } from '../server.ts'
import { topUpBoosts } from './boost-desk.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server.close())

const boostsOf = (brandId: string) =>
  server.db.query<{ outcome_id: string; boosted_price: string; max_stake: string }>(
    `select outcome_id, boosted_price::text, max_stake from odds_boosts where brand_id = $1
     order by outcome_id`,
    [brandId],
  )

it('boosts the favourite of each coming match for the brands that offer boosts, once', async () => {
  // The seeded pre-match matches: Ajax v PSV (PSV 2.55) and Paris Saint-Germain v Marseille (PSG
  // 2.30); the live ones are left alone.
  expect(await topUpBoosts(server.db)).toBe(2)
  expect(await boostsOf('demo')).toEqual([
    { outcome_id: '1005-1x2-2', boosted_price: '3.060', max_stake: '25' },
    { outcome_id: '1006-1x2-1', boosted_price: '2.760', max_stake: '25' },
  ])
  expect(await boostsOf('wallet')).toEqual([])
  expect(await topUpBoosts(server.db)).toBe(0)
})

it('adds nothing to a brand whose top list is full', async () => {
  const live = await server.db.query<{ id: string }>(
    `select o.id from outcomes o join events e on e.id = o.event_id where e.is_live
     order by o.id limit 8`,
  )
  for (const { id } of live)
    await server.db.query(
      `insert into odds_boosts (id, brand_id, outcome_id, boosted_price, max_stake, starts_at, ends_at)
       select $1, 'demo', id, price + 1, '10', now(), now() + interval '1 hour'
       from outcomes where id = $2`,
      [`full-${id}`, id],
    )
  await createTestEvent(server.db)
  expect(await topUpBoosts(server.db)).toBe(0)
})
