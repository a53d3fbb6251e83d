// One outcome, two brands (SPEC.md section 3, odds_per_brand_*; section 5, odds margin): a brand
// with odds of its own shows and takes the feed's price with its margins, snapped to the ladder;
// one without shows and takes the feed's price. The betslip model, placement (the price stored,
// which settlement pays at), the market's price beside a boost and the cash-out offer all read the
// price the same way. On PGlite
// always, and on PostgreSQL when DATABASE_URL is set.

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BetslipModel } from '../../domain/api/betslip-model.ts'
import type { CashoutOfferResponse } from '../../domain/api/cash-out.ts'
import type { OddsLadderResponse } from '../../domain/api/events.ts'
import type { OddsBoosts } from '../../domain/api/odds-boosts.ts'
import type { OpenBetsResponse } from '../../domain/api/open-bets.ts'
import { cashOutOffer } from '../../domain/bets/cash-out.ts'
import { leagueIdOf, marketPricing } from '../../domain/odds/brand-odds.ts'
import { applyMargin } from '../../domain/odds/margin.ts'
import type { RunningServer } from '../../server/server.ts'
import {
  type Bettor,
  call,
  createBettor,
  createEvent,
  createTestBrand,
  place,
  setPrice,
  startPlacementServer,
  type TestEvent,
} from './placement-fixtures.ts'

const databaseUrl = process.env.DATABASE_URL

describe('odds per brand on PGlite', () => suite())
describe.runIf(databaseUrl)('odds per brand on PostgreSQL', () => suite(databaseUrl))

/** The margin the brand with odds of its own puts on the test events' market type ('1'). */
const margin = 0.06

function suite(url?: string) {
  let server: RunningServer
  /** A brand with odds of its own, and a brand that shows the feed's prices. */
  let ownOdds: string
  let feedOdds: string
  let event: TestEvent
  let own: Bettor
  let fed: Bettor

  beforeAll(async () => {
    server = await startPlacementServer(url ? { databaseUrl: url } : {})
    ownOdds = await createTestBrand(server.db, { odds_per_brand_enabled: true })
    feedOdds = await createTestBrand(server.db)
    await server.db.query(
      `insert into margins (brand_id, market_type_id, margin) values ($1, '1', $2)`,
      [ownOdds, margin],
    )
    // Feed prices 2.00, 3.00, 4.00.
    event = await createEvent(server.db)
    own = await createBettor(server.db, { brandId: ownOdds, balance: 100_000 })
    fed = await createBettor(server.db, { brandId: feedOdds, balance: 100_000 })
  })
  afterAll(() => server?.close())

  const outcomeId = () => event.outcomes[0]?.[0] ?? ''
  /** The brand's price for a feed price of the test market. */
  const branded = (feed: number) => applyMargin(feed, margin)

  it('§7 oddsLadderAndMargins: each brand is answered its own margin rows', async () => {
    const ask = (brand: string) =>
      call<OddsLadderResponse>(
        server,
        'GET',
        `/xapi/rest/oddsLadderAndMargins/1?overrideBrand=${brand}`,
      )
    expect((await ask(ownOdds)).json.margins).toEqual([
      { leagueId: null, marketTypeId: '1', margin },
    ])
    expect((await ask(feedOdds)).json.margins).toEqual([])
  })

  it('§5 odds margin: the betslip model prices the same outcome in each brand’s odds', async () => {
    const priceFor = async (bettor: Bettor) => {
      const answer = await call<BetslipModel>(server, 'PUT', '/xapi/rest/betslips/selections', {
        token: bettor.token,
        body: { singles: [{ outcomeId: outcomeId(), unitStake: 1_000 }] },
      })
      expect(answer.status).toBe(200)
      return answer.json.singles[0]
    }
    expect(branded(2)).toBe(1.89)
    expect(await priceFor(own)).toMatchObject({ decimal: 1.89, potentialReturns: 1_890 })
    expect(await priceFor(fed)).toMatchObject({ decimal: 2, potentialReturns: 2_000 })
  })

  it('§5 odds margin: placement takes the brand’s price and stores it; the feed’s price is not it', async () => {
    const single = (decimal: number) => ({
      singles: [{ outcomeId: outcomeId(), decimal, unitStake: 1_000 }],
      userAcceptOdds: 'D' as const,
    })
    // The feed's 2.00 was never shown on this brand: a price change, with the brand's price.
    const feedPrice = await place(server, own, single(2))
    expect(feedPrice.json.errors).toEqual([
      expect.objectContaining({ code: 'RES-00152', outcomeId: outcomeId(), currentDecimal: 1.89 }),
    ])
    const placed = await place(server, own, single(1.89))
    expect(placed.status).toBe(200)
    expect(placed.json.singles[0]).toMatchObject({ decimal: 1.89, potentialReturns: 1_890 })
    const placedFed = await place(server, fed, single(2))
    expect(placedFed.json.singles[0]).toMatchObject({ decimal: 2, potentialReturns: 2_000 })
    // Settlement pays at the stored price.
    const stored = async (bettor: Bettor) =>
      (
        await server.db.query<{ price: number | string; potential_returns: number | string }>(
          'select price, potential_returns from bets where account_id = $1',
          [bettor.accountId],
        )
      ).map((row) => [Number(row.price), Number(row.potential_returns)])
    expect(await stored(own)).toEqual([[1.89, 1_890]])
    expect(await stored(fed)).toEqual([[2, 2_000]])
  })

  it('odds boosts: the market’s price beside a boost is the brand’s, the boost its own price', async () => {
    const boosted = event.outcomes[0]?.[1] ?? ''
    await server.db.query(
      `insert into odds_boosts (id, brand_id, outcome_id, boosted_price, max_stake, starts_at, ends_at)
       values ($1, $2, $3, 3.5, '25', now() - interval '1 minute', now() + interval '1 hour')`,
      [`boost-${randomUUID()}`, ownOdds, boosted],
    )
    const answer = await call<OddsBoosts>(server, 'GET', '/xapi/rest/oddsboosts?limit=10', {
      token: own.token,
    })
    expect(answer.json.boosts.find((boost) => boost.outcomeId === boosted)).toMatchObject({
      decimal: 3.5,
      marketDecimal: branded(3),
    })
  })

  it('§7 cash-out: the offer reads the price now in the brand’s odds, as the price taken was', async () => {
    // The feed shortens the outcome to 1.60 after both bets.
    await setPrice(server.db, outcomeId(), 1.6)
    const openBet = async (bettor: Bettor) => {
      const answer = await call<OpenBetsResponse>(
        server,
        'GET',
        `/xapi/bet/account/${bettor.accountId}/openbets`,
        { token: bettor.token },
      )
      const bet = answer.json.bets[0]
      if (!bet) throw new Error('no open bet')
      return bet
    }
    const offerFor = (placedDecimal: number, currentDecimal: number) => {
      const offer = cashOutOffer({
        stake: 1_000,
        legs: [{ placedDecimal, currentDecimal, state: 'open' }],
      })
      return offer.available ? offer.amount : 0
    }
    const ownBet = await openBet(own)
    expect(ownBet.legs[0]?.currentDecimal).toBe(branded(1.6))
    const ownOffer = ownBet.cashout as CashoutOfferResponse
    expect(ownOffer.amount).toBe(offerFor(1.89, branded(1.6)))
    // Read at the feed's 1.60 the offer would be another: the brand's price is the one read.
    expect(ownOffer.amount).not.toBe(offerFor(1.89, 1.6))
    const fedBet = await openBet(fed)
    expect(fedBet.legs[0]?.currentDecimal).toBe(1.6)
    expect((fedBet.cashout as CashoutOfferResponse).amount).toBe(offerFor(2, 1.6))

    const cashedOut = await call(
      server,
      'POST',
      `/xapi/bet/account/${own.accountId}/cashout?uuid=${randomUUID()}`,
      {
        token: own.token,
        body: {
          betId: ownBet.betId,
          cashoutOddsKey: ownOffer.cashoutOddsKey,
          cashoutStakeAmount: ownOffer.amount,
        },
      },
    )
    expect(cashedOut.json).toMatchObject({ status: 'cashedOut', amount: ownOffer.amount })
  })

  it('§5 odds margin: a league’s row adds to its market type’s, the league read as the engine reads it', async () => {
    const inLeague = await createEvent(server.db)
    const eventPaths = [
      { id: 1, slug: 'football', description: 'Football' },
      { id: 90_001, slug: 'test-region', description: 'Test region' },
      { id: 90_002, slug: 'test-league', description: 'Test league' },
    ]
    await server.db.query(
      `update events set record = jsonb_set(record, '{eventPaths}', $2::jsonb) where id = $1`,
      [inLeague.eventId, JSON.stringify(eventPaths)],
    )
    await server.db.query(
      'insert into margins (brand_id, league_path_id, margin) values ($1, 90002, 0.03)',
      [ownOdds],
    )
    const rows = await call<OddsLadderResponse>(
      server,
      'GET',
      `/xapi/rest/oddsLadderAndMargins/1?overrideBrand=${ownOdds}`,
    )
    // What the engine shows: its store prices the market with the event's league (leagueIdOf).
    const shown = marketPricing(rows.json, {
      marketTypeId: '1',
      leagueId: leagueIdOf(eventPaths),
    })(2)
    expect(shown).toBe(applyMargin(2, margin + 0.03))
    // The brand's odds are read once a second at most (betting-settings.ts): the new row within it.
    await vi.waitFor(async () => {
      const answer = await call<BetslipModel>(server, 'PUT', '/xapi/rest/betslips/selections', {
        token: own.token,
        body: { singles: [{ outcomeId: inLeague.outcomes[0]?.[0] ?? '', unitStake: 1_000 }] },
      })
      expect(answer.json.singles[0]?.decimal).toBe(shown)
    })
  })
}
