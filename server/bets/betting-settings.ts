// What placement reads from the brand: its parsed settings (limits, each-way, taxes, systems),
// the holds and promotion beside them in the brand's raw settings (in-play delay, referral
// threshold, the epw tiers) and the odds its bettors are shown (odds per brand). Read once a second at most per brand: a placement burst must not
// read and parse the brand a thousand times, and a published change is seen within the second.

import { epwConfigSchema } from '../../domain/api/betslip-model.ts'
import { parse } from '../../domain/api/schema.ts'
import type { ParlayExtraWinningsConfig } from '../../domain/bets/parlay-extra-winnings.ts'
import type { HoldSettings } from '../../domain/bets/placement-holds.ts'
import type { BrandOdds } from '../../domain/odds/brand-odds.ts'
import { defaultSettings, type Settings } from '../../domain/player/settings.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import { type OddsByCurrency, readBrandOdds } from '../catalogue/odds-ladder.ts'
import type { Database } from '../db/database.ts'

export interface BettingSettings {
  settings: Settings
  holds: HoldSettings
  epw: ParlayExtraWinningsConfig
  /** The brand odds a bettor in this currency was shown prices in (domain/odds/brand-odds.ts). */
  odds: OddsByCurrency
}

/** The tiers a brand has unless it sets parlay_extra_winnings: 3 legs 5 %, 5 legs 10 %, 8 legs 20 %. */
export const defaultEpw: ParlayExtraWinningsConfig = {
  epwPromoFilterValues: [
    { betSize: 3, percentage: 5 },
    { betSize: 5, percentage: 10 },
    { betSize: 8, percentage: 20 },
  ],
  maxAmount: 100_000,
}

const freshForMs = 1000
const cache = new WeakMap<Database, Map<string, { at: number; value: Promise<BettingSettings> }>>()

export function bettingSettings(db: Database, brandId: string): Promise<BettingSettings> {
  const byBrand = cache.get(db) ?? new Map()
  cache.set(db, byBrand)
  const cached = byBrand.get(brandId)
  if (cached && Date.now() - cached.at < freshForMs) return cached.value
  const value = readBettingSettings(db, brandId)
  byBrand.set(brandId, { at: Date.now(), value })
  value.catch(() => byBrand.delete(brandId))
  return value
}

async function readBettingSettings(db: Database, brandId: string): Promise<BettingSettings> {
  const [settings, [brand]] = await Promise.all([
    readBrandSettings(db, brandId),
    db.query<{ settings: Record<string, unknown> | null }>(
      'select settings from brands where id = $1',
      [brandId],
    ),
  ])
  const raw = brand?.settings ?? {}
  const epw = parse(epwConfigSchema, raw.parlay_extra_winnings)
  const parsed = settings ?? defaultSettings
  return {
    settings: parsed,
    odds: await readBrandOdds(db, parsed, brandId),
    holds: {
      inplay_bet_delay_seconds: raw.inplay_bet_delay_seconds,
      bet_referral_threshold: raw.bet_referral_threshold,
      bet_referral_timeout_seconds: raw.bet_referral_timeout_seconds,
      bet_referral_max_liability: raw.bet_referral_max_liability,
    },
    epw: epw.ok ? epw.value : defaultEpw,
  }
}

/**
 * The brand odds an account's bettor is shown prices in (its brand's, in its currency): the odds
 * its bets' prices now are read in, as its placements were.
 */
export async function accountOdds(db: Database, accountId: string): Promise<BrandOdds | undefined> {
  const [account] = await db.query<{ brand_id: string; currency: string }>(
    'select p.brand_id, a.currency from accounts a join players p on p.id = a.player_id where a.id = $1',
    [accountId],
  )
  return account && (await bettingSettings(db, account.brand_id)).odds(account.currency)
}
