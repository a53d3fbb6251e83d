// GET /xapi/rest/oddsboosts?limit=10 (domain/api/odds-boosts.ts): the brand's top boosted
// outcomes, for the caller's brand. A boost's stake cap is given in the caller's currency, the
// player's when a valid token came, else the brand's, and never above the brand's own maximum.

import type { FastifyInstance } from 'fastify'
import { getOddsBoosts } from '../../domain/api/odds-boosts.ts'
import { singleLimits } from '../../domain/bets/odds-boost.ts'
import { stakeLimits } from '../../domain/money/stake-limits.ts'
import { bettingSettings } from '../bets/betting-settings.ts'
import { priceInOdds } from '../bets/brand-prices.ts'
import { readTopBoosts } from '../bets/odds-boosts.ts'
import { currencyRecord } from '../brands/supported-currencies.ts'
import type { ApiContext } from '../http/api-context.ts'
import { optionalSession } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

export function oddsBoostRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  serve(app, api, getOddsBoosts, async (request, reply) => {
    const claims = await optionalSession(api, request)
    const brandId = claims?.brandId ?? api.brands.brandOf(request)
    if (brandId === undefined) return sendError(reply, 404, 'unknown-brand', 'no such brand')
    const { settings, odds } = await bettingSettings(db, brandId)
    if (!settings.odds_boosts_enabled) return { boosts: [] }
    const [account] = claims
      ? await db.query<{ currency: string }>('select currency from accounts where id = $1', [
          claims.accountId,
        ])
      : []
    const currency = currencyRecord(
      account?.currency ?? settings.currencyCode,
      settings.currency_precision,
    )
    const limits = stakeLimits(settings, currency)
    const rows = await readTopBoosts(db, brandId, request.query.limit)
    const brandOdds = odds(currency.code)
    return {
      boosts: rows.map((row) => {
        const decimal = Number(row.boosted_price)
        return {
          boostId: row.id,
          outcomeId: row.outcome_id,
          marketId: row.market_id,
          marketTypeId: row.market_type_id,
          eventId: row.event_id,
          decimal,
          // The market's price as the bettor's brand shows and takes it.
          marketDecimal: priceInOdds(row, Number(row.price), brandOdds),
          maxStake: singleLimits(limits, { decimal, maxStake: row.max_stake }, currency).max,
          currency: currency.code,
          endsAt: new Date(row.ends_at).toISOString(),
        }
      }),
    }
  })
}
