// First-start data: the demo brands with their margins and players (server/brands/demo-brands.ts,
// server/players/demo-players.ts) with their opening balances in the ledger, and football events
// with a 1X2 market each, some live and some pre-match, and a Counter-Strike match in play with
// its match winner market, streamed (SPEC.md section 6). Runs once, when the database has no brand.

import type { EventWithMarkets } from '../domain/events/event.ts'
import { liveStreamingSportCodes } from '../domain/rules/constants.ts'
import { hashPassword } from './auth/passwords.ts'
import { demoBrands } from './brands/demo-brands.ts'
import { seedSiteContent } from './brands/demo-site-content.ts'
import { storeEvents } from './catalogue/catalogue-records.ts'
import { type Database, lockKeys, type Queryable } from './db/database.ts'
import { competitions, slugOf } from './feed/simulator/competitions.ts'
import { type DemoPlayer, demoPlayers } from './players/demo-players.ts'

export { demoPlayer } from './players/demo-players.ts'

interface Fixture {
  /** Football unless named. */
  sportCode?: 'CSGO'
  home: string
  away: string
  league: string
  country: string
  live: boolean
  /** Home, draw and away; where there is no draw, home and away. */
  prices: readonly number[]
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
  {
    sportCode: 'CSGO',
    home: 'Natus Vincere',
    away: 'FaZe Clan',
    league: 'IEM Katowice',
    country: 'International',
    live: true,
    prices: [1.8, 1.95],
  },
]

/** The demo matches seeded in play: a test on a shared database finds its events among others'. */
export const demoLiveEventIds: readonly string[] = fixtures.flatMap((fixture, index) =>
  fixture.live ? [demoEventId(index)] : [],
)

export async function seedOnFirstStart(db: Database, now = new Date()): Promise<boolean> {
  return db.withLock(lockKeys.migrate, async () => {
    const [existing] = await db.query('select 1 from brands limit 1')
    if (existing) {
      // A database seeded by an earlier version gets the demo content added since.
      await db.transaction((tx) => seedSiteContent(tx))
      return false
    }
    // Hashing is slow by design: done before the transaction, not inside it.
    const hashed = await Promise.all(demoPlayers.map(hashedSecrets))
    await db.transaction(async (tx) => {
      for (const brand of demoBrands) {
        await tx.query(
          `insert into brands (id, name, login_method, settings, theme, terms_version, parent_origins)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            brand.id,
            brand.name,
            brand.loginMethod,
            JSON.stringify(brand.settings),
            JSON.stringify(brand.theme),
            brand.termsVersion ?? null,
            brand.parentOrigins,
          ],
        )
        for (const [channel, settings] of Object.entries(brand.channels ?? {}))
          await tx.query(
            'insert into brand_channel_settings (brand_id, channel, settings) values ($1, $2, $3)',
            [brand.id, channel, JSON.stringify(settings)],
          )
        await tx.query(
          `insert into margins (brand_id, league_path_id, market_type_id, margin)
           select $1, x."leagueId"::integer, x."marketTypeId", x.margin
           from jsonb_to_recordset($2) as x("leagueId" text, "marketTypeId" text, margin numeric)`,
          [brand.id, JSON.stringify(brand.margins ?? [])],
        )
      }
      await seedSiteContent(tx)
      for (const [index, player] of demoPlayers.entries())
        await insertPlayer(tx, player, hashed[index] as Hashed)
      await storeEvents(
        tx,
        fixtures.map((fixture, index) => demoEvent(fixture, index, now)),
      )
    })
    return true
  })
}

interface Hashed {
  password: string
  answer: string | null
}

async function hashedSecrets(player: DemoPlayer): Promise<Hashed> {
  const answer = player.securityQuestion?.answer
  return {
    password: await hashPassword(player.password),
    // Answers are compared as typed but without case or surrounding spaces.
    answer: answer === undefined ? null : await hashPassword(answer.trim().toLowerCase()),
  }
}

async function insertPlayer(tx: Queryable, player: DemoPlayer, hashed: Hashed): Promise<void> {
  const flags = player.flags ?? {}
  await tx.query(
    `insert into players (id, brand_id, username, password_hash, email, first_name, last_name,
       phone, country_code, currency, locale, second_factor, security_question,
       security_answer_hash, terms_accepted, non_bettor, non_depositor, self_excluded,
       hold_withdraw, account_status, excluded_from_promotions, vip_level, risk_group)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23)`,
    [
      player.id,
      player.brandId,
      player.username,
      hashed.password,
      player.email,
      player.firstName,
      player.lastName,
      player.phone ?? null,
      player.countryCode,
      player.currency,
      player.locale,
      player.secondFactor ?? 'none',
      player.securityQuestion?.question ?? null,
      hashed.answer,
      player.termsAccepted ?? null,
      flags.nonBettor ?? true,
      flags.nonDepositor ?? true,
      flags.selfExcluded ?? false,
      flags.holdWithdraw ?? false,
      flags.locked ? 'locked' : 'active',
      flags.excludedFromPromotions ?? false,
      flags.vipLevel ?? 0,
      flags.riskGroup ?? false,
    ],
  )
  await tx.query(
    `insert into accounts (id, player_id, currency, balance, promo_cash, total_left_to_wager)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      player.accountId,
      player.id,
      player.currency,
      player.balance,
      player.promoCash ?? 0,
      player.totalLeftToWager ?? 0,
    ],
  )
  if (player.balance > 0)
    await tx.query(
      `insert into ledger (account_id, amount, balance_after, reason, type, wallet)
       values ($1, $2, $2, 'opening balance', 'opening', 'real')`,
      [player.accountId, player.balance],
    )
  if (player.promoCash)
    await tx.query(
      `insert into ledger (account_id, amount, balance_after, reason, type, wallet)
       values ($1, $2, $2, 'welcome bonus', 'bonus', 'promo')`,
      [player.accountId, player.promoCash],
    )
}

function demoEventId(index: number): string {
  return `${1001 + index}`
}

/** The simulator's competition a fixture plays in: its event paths, ids and all, so listings find it. */
function competitionOf(fixture: Fixture) {
  const competition = competitions.find(
    (candidate) =>
      candidate.sportCode === (fixture.sportCode ?? 'FOOT') &&
      candidate.region === fixture.country &&
      candidate.league === fixture.league,
  )
  if (!competition) throw new Error(`no competition ${fixture.country} ${fixture.league}`)
  return competition
}

/** A demo fixture as the feed would send it: a football event with its 1X2 market, a match
 * without a draw with its match winner market. */
function demoEvent(fixture: Fixture, index: number, now: Date): EventWithMarkets {
  const eventId = demoEventId(index)
  const sportCode = fixture.sportCode ?? 'FOOT'
  const drawn = sportCode === 'FOOT'
  const marketId = `${eventId}-${drawn ? '1x2' : 'mwin'}`
  const description = `${fixture.home} v ${fixture.away}`
  // The live ones some way into their play, each at its own minute, as a live list has them.
  const playedMinutes = 12 + ((index * 23) % 60)
  const outcomes = drawn
    ? [
        ['1', fixture.home],
        ['X', 'Draw'],
        ['2', fixture.away],
      ]
    : [
        ['H', fixture.home],
        ['A', fixture.away],
      ]
  return {
    id: eventId,
    slug: `${slugOf(description)}-${eventId}`,
    description,
    sportCode,
    eventPaths: competitionOf(fixture).paths,
    startTime: new Date(
      now.getTime() + (fixture.live ? -playedMinutes : 24 * 60 + index * 90) * 60_000,
    ).toISOString(),
    ...(fixture.live
      ? { clock: { status: 'RUNNING', minutes: playedMinutes }, scores: { home: 0, away: 0 } }
      : {}),
    ...(liveStreamingSportCodes.includes(sportCode) ? { liveStreaming: true } : {}),
    markets: [
      {
        id: marketId,
        eventId,
        marketTypeId: drawn ? 'MRES' : 'MWIN',
        periodId: 'FT',
        description: drawn ? 'Match Result' : 'Match Winner',
        status: 'open',
        outcomes: outcomes.map(([key, name], position) => ({
          id: `${marketId}-${key}`,
          marketId,
          eventId,
          description: name as string,
          status: 'open' as const,
          hidden: false,
          consolidatedPrice: { currentPrice: { decimal: fixture.prices[position] as number } },
        })),
      },
    ],
  }
}
