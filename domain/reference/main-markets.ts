// Each sport's main market (SPEC.md section 3, the euro default flag): the feed's market type ids
// of the market every event row shows in the euro view, and the one regional variant, where Asian
// books lead football and basketball with a handicap. The sport tables (sport-tables.ts) flag the
// market type with these ids; this table stands apart so that the engine's lists, which need only
// this, do not load every sport's markets and periods.

import type { ViewType } from '../rules/constants.ts'

export const mainMarketTypeIds = {
  FOOT: ['MRES'],
  EFOT: ['MRES'],
  BASK: ['MLIN'],
  EBSK: ['MLIN'],
  CRIC: ['MWIN'],
  TENN: ['MWIN'],
  AMFB: ['MLIN'],
  AURL: ['MLIN'],
  BADM: ['MWIN'],
  BASE: ['MLIN'],
  BEVO: ['MWIN'],
  BOXI: ['MRES'],
  CSGO: ['MWIN'],
  LOLS: ['MWIN'],
  DART: ['MWIN'],
  DOTA: ['MWIN'],
  FIEL: ['MRES'],
  FUTS: ['MRES'],
  HAND: ['MRES'],
  ICEH: ['MRES'],
  KABA: ['MRES'],
  RUGU: ['MRES'],
  RUGL: ['MRES'],
  SNOO: ['MWIN'],
  SQUA: ['MWIN'],
  TABL: ['MWIN'],
  TEQB: ['MWIN'],
  VICR: ['MWIN'],
  VKBD: ['MRES'],
  VOLL: ['MWIN'],
  ECRI: ['MWIN'],
} as const satisfies Record<string, readonly string[]>

export type MainMarketSport = keyof typeof mainMarketTypeIds

export const regionalMainMarketTypeIds = {
  asia: { FOOT: ['AHCP'], EFOT: ['AHCP'], BASK: ['PSPR'], EBSK: ['PSPR'] },
} as const satisfies Record<string, Partial<Record<MainMarketSport, readonly string[]>>>

export type MainMarketRegion = keyof typeof regionalMainMarketTypeIds

/**
 * The region whose main markets a brand's coupon layout (the coupon_layout setting, SPEC.md
 * section 9's view types) leads with: the Asian and Thai coupons lead with the handicap.
 */
export function couponRegion(layout: ViewType): MainMarketRegion | undefined {
  return layout === 'euro' ? undefined : 'asia'
}

const resultMarketTypeIds = new Set<string>(Object.values(mainMarketTypeIds).flat())

/** Whether a market type is a sport's result market (1X2, match winner, money line): its
 * outcomes are told apart as 1, X and 2; other markets' by their names (a line, a handicap). */
export function isResultMarketType(marketTypeId: string): boolean {
  return resultMarketTypeIds.has(marketTypeId)
}

/** A sport's main market type ids (the region's where it varies); none for a sport without one. */
export function mainMarketTypeIdsOf(
  sportCode: string,
  region?: MainMarketRegion,
): readonly string[] {
  if (!Object.hasOwn(mainMarketTypeIds, sportCode)) return []
  const code = sportCode as MainMarketSport
  const regional: Partial<Record<MainMarketSport, readonly string[]>> | undefined =
    region && regionalMainMarketTypeIds[region]
  return regional?.[code] ?? mainMarketTypeIds[code]
}

/**
 * What a list row shows of a sport's events, or of every sport's for '': the main market types,
 * the sport's euro default or its region's where the brand's coupon layout leads with another.
 */
export function listedMarketTypeIds(sportCode: string, region?: MainMarketRegion): string[] {
  const codes = sportCode === '' ? Object.keys(mainMarketTypeIds) : [sportCode]
  return [...new Set(codes.flatMap((code) => mainMarketTypeIdsOf(code, region)))]
}
