// Which of a sport's market types are about one player, about one team, or belong on a league's
// extra-market tab (SPEC.md section 3, Reference data; section 2, the extra-market tab). Every id
// here is one the sport's table offers (sport-tables.ts), so a tab never asks for a market the
// book cannot have.

import type { SportTableCode } from './sport-tables.ts'

type StatTable = Partial<Record<SportTableCode, readonly string[]>>

export const playerStatMarketTypeIds: StatTable = {
  FOOT: ['AGSC', 'FGSC', 'LGSC', 'PSOT', 'PBOK'],
  BASK: ['PPTS', 'PREB', 'PAST', 'P3PM'],
  AMFB: ['ATDS', 'PPYD', 'PRYD'],
  AURL: ['PDIS'],
  BASE: ['PHIT', 'PSTK'],
  CRIC: ['TBAT', 'TBWL'],
  ICEH: ['AGSC', 'PPTS'],
  RUGU: ['ATRY'],
  RUGL: ['ATRY'],
  TENN: ['PACE'],
  DART: ['M180', 'HCHK'],
  SNOO: ['HBRK'],
}

export const teamStatMarketTypeIds: StatTable = {
  FOOT: ['TTGL', 'TCOR', 'TBOK', 'CLSH', 'WTNL'],
  BASK: ['TTPT'],
  AMFB: ['TTPT'],
  AURL: ['TTPT'],
  BASE: ['TTRN'],
  CRIC: ['TTRN', 'MSIX'],
  ECRI: ['TTRN'],
  VICR: ['TTRN'],
  HAND: ['TTGL'],
  ICEH: ['TTGL'],
  RUGU: ['TTPT'],
  RUGL: ['TTPT'],
}

export const extraMarketTypeIds: StatTable = {
  FOOT: ['CORN', 'TCOR', 'MCOR', 'BOOK', 'TBOK', 'PSOT', 'PBOK'],
  BASK: ['RT05', 'RT10', 'RT15', 'RT20', 'ODEV', 'WMAR'],
  TENN: ['TBRK', 'PACE'],
  CRIC: ['MSIX', 'WMTH', 'NOVR'],
  ICEH: ['PLIN', 'PPTS'],
  AMFB: ['WMAR', 'PPYD', 'PRYD'],
  VOLL: ['RT05', 'RT10', 'RT15', 'RT20', 'ODEV'],
}

export type MarketStatKind = 'player' | 'team' | 'extra'

const tables: Record<MarketStatKind, StatTable> = {
  player: playerStatMarketTypeIds,
  team: teamStatMarketTypeIds,
  extra: extraMarketTypeIds,
}

export function statMarketTypeIds(kind: MarketStatKind, sportCode: string): readonly string[] {
  const table = tables[kind]
  return Object.hasOwn(table, sportCode) ? (table[sportCode as SportTableCode] ?? []) : []
}
