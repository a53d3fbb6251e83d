// First-start data: a demo brand, a demo player with a balance, and football events with a 1X2
// market each, some live and some pre-match. Runs once, when the database has no brand.

import type { EventWithMarkets } from '../domain/events/event.ts'
import { hashPassword } from './auth/passwords.ts'
import { storeEvents } from './catalogue/catalogue-records.ts'
import { type Database, lockKeys } from './db/database.ts'
import { competitions, slugOf } from './feed/simulator/competitions.ts'

export const demoPlayer = {
  username: 'demo',
  password: 'demo1234',
  balance: 100_000,
  currency: 'EUR',
}

interface Fixture {
  home: string
  away: string
  league: string
  country: string
  live: boolean
  prices: [number, number, number]
}

const fixtures: Fixture[] = [
  {
    home: 'Arsenal',
    away: 'Chelsea',
    league: 'Premier League',
    country: 'England',
    live: true,
    prices: [2.1, 3.4, 3.5],
  },
  {
    home: 'Real Madrid',
    away: 'Sevilla',
    league: 'La Liga',
    country: 'Spain',
    live: true,
    prices: [1.55, 4.2, 5.75],
  },
  {
    home: 'Bayern Munich',
    away: 'Borussia Dortmund',
    league: 'Bundesliga',
    country: 'Germany',
    live: true,
    prices: [1.8, 3.9, 4.1],
  },
  {
    home: 'Inter',
    away: 'Napoli',
    league: 'Serie A',
    country: 'Italy',
    live: true,
    prices: [2.45, 3.2, 2.9],
  },
  {
    home: 'Ajax',
    away: 'PSV',
    league: 'Eredivisie',
    country: 'Netherlands',
    live: false,
    prices: [2.6, 3.5, 2.55],
  },
  {
    home: 'Paris Saint-Germain',
    away: 'Marseille',
    league: 'Ligue 1',
    country: 'France',
    live: false,
    prices: [2.3, 3.25, 3.1],
  },
]

export async function seedOnFirstStart(db: Database, now = new Date()): Promise<boolean> {
  return db.withLock(lockKeys.migrate, async () => {
    const [existing] = await db.query('select 1 from brands limit 1')
    if (existing) return false
    const passwordHash = await hashPassword(demoPlayer.password)
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into brands (id, name, login_method) values ('demo', 'Demo Sportsbook', 'direct')`,
      )
      await tx.query(
        `insert into players (id, brand_id, username, password_hash, email, first_name, currency)
         values ('p-1', 'demo', $1, $2, 'demo@example.com', 'Demo', $3)`,
        [demoPlayer.username, passwordHash, demoPlayer.currency],
      )
      await tx.query(
        `insert into accounts (id, player_id, currency, balance) values ('a-1', 'p-1', $1, $2)`,
        [demoPlayer.currency, demoPlayer.balance],
      )
      await tx.query(
        `insert into ledger (account_id, amount, balance_after, reason) values ('a-1', $1, $1, 'opening balance')`,
        [demoPlayer.balance],
      )
      await storeEvents(
        tx,
        fixtures.map((fixture, index) => demoEvent(fixture, index, now)),
      )
    })
    return true
  })
}

/** The simulator's competition a fixture plays in: its event paths, ids and all, so listings find it. */
function competitionOf(fixture: Fixture) {
  const competition = competitions.find(
    (candidate) =>
      candidate.sportCode === 'FOOT' &&
      candidate.region === fixture.country &&
      candidate.league === fixture.league,
  )
  if (!competition) throw new Error(`no competition ${fixture.country} ${fixture.league}`)
  return competition
}

/** A demo fixture as the feed would send it: a football event with its 1X2 market. */
function demoEvent(fixture: Fixture, index: number, now: Date): EventWithMarkets {
  const eventId = `${1001 + index}`
  const marketId = `${eventId}-1x2`
  const description = `${fixture.home} v ${fixture.away}`
  return {
    id: eventId,
    slug: `${slugOf(description)}-${eventId}`,
    description,
    sportCode: 'FOOT',
    eventPaths: competitionOf(fixture).paths,
    startTime: new Date(
      now.getTime() + (fixture.live ? -30 : 24 * 60 + index * 90) * 60_000,
    ).toISOString(),
    ...(fixture.live
      ? { clock: { status: 'RUNNING', minutes: 30 }, scores: { home: 0, away: 0 } }
      : {}),
    markets: [
      {
        id: marketId,
        eventId,
        marketTypeId: 'MRES',
        periodId: 'FT',
        description: 'Match Result',
        status: 'open',
        outcomes: [fixture.home, 'Draw', fixture.away].map((name, position) => ({
          id: `${marketId}-${'1X2'[position]}`,
          marketId,
          eventId,
          description: name,
          status: 'open' as const,
          hidden: false,
          consolidatedPrice: { currentPrice: { decimal: fixture.prices[position] as number } },
        })),
      },
    ],
  }
}
