// The sport tables (SPEC.md section 3, Reference data): for each sport code, the market types it
// offers, the feed's market type ids behind each, and the period types it is offered on before the
// event (prematch) and in running (live). One market type per sport carries the euro default flag:
// the main market that event rows show in the euro view, named in main-markets.ts. The reference server seeds its markets
// from these tables, and the engine asks for markets with these ids, so the two cannot drift.
//
// Period type ids: FT the whole match (regular time where a sport has extra time), H halves,
// Q quarters, P ice-hockey periods, S sets, G games, I innings, F5 the first five innings,
// MAP esports maps, R rounds, FRM the current snooker frame, ET extra time, OT overtime.

import type { MarketOrdering } from '../events/ordering.ts'
import {
  type MainMarketRegion,
  type MainMarketSport,
  mainMarketTypeIds,
  regionalMainMarketTypeIds,
} from './main-markets.ts'

export interface SportMarketType {
  /** The market type as menus and filters name it. */
  name: string
  /** The feed's market type ids that make up this market type. */
  marketTypeIds: readonly string[]
  prematchPeriodTypes: readonly string[]
  livePeriodTypes: readonly string[]
  /** The main market of the euro view. */
  euroDefault?: true
}

export interface SportTable {
  /** Every period type of the sport, in the order its markets are listed (events/ordering.ts). */
  periodTypes: readonly string[]
  marketTypes: readonly SportMarketType[]
}

const numbered = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`)

const market = (
  name: string,
  marketTypeIds: readonly string[],
  prematchPeriodTypes: readonly string[],
  livePeriodTypes: readonly string[],
): SportMarketType => ({ name, marketTypeIds, prematchPeriodTypes, livePeriodTypes })

/** Race to 5, 10, 15 and 20 points (SPEC.md section 3): the market type id of each race. */
export const raceToPointsByMarketTypeId: Readonly<Record<string, number>> = {
  RT05: 5,
  RT10: 10,
  RT15: 15,
  RT20: 20,
}

const raceMarketTypeIds = Object.keys(raceToPointsByMarketTypeId)

/** The points a race-to-X market is won at, or undefined for any other market type. */
export function raceToPoints(marketTypeId: string): number | undefined {
  return Object.hasOwn(raceToPointsByMarketTypeId, marketTypeId)
    ? raceToPointsByMarketTypeId[marketTypeId]
    : undefined
}

const halves = ['FT', 'H1', 'H2']
const quarters = ['FT', 'H1', 'H2', ...numbered('Q', 4)]
const tennisSets = ['FT', ...numbered('S', 5)]
const maps = ['FT', ...numbered('MAP', 5)]
const innings = ['FT', 'I1', 'I2']

const football: SportTable = {
  periodTypes: ['FT', 'H1', 'H2', 'ET', 'PEN'],
  marketTypes: [
    market('1X2', ['MRES'], halves, halves),
    market('Double Chance', ['DBLC'], halves, ['FT', 'H1']),
    market('Draw No Bet', ['DNOB'], ['FT', 'H1'], ['FT']),
    market('Over/Under', ['HCTG'], halves, halves),
    market('Asian Handicap', ['AHCP'], ['FT', 'H1'], ['FT', 'H1']),
    market('Handicap', ['HCAP'], ['FT'], ['FT']),
    market('Both Teams To Score', ['BTSC'], halves, ['FT', 'H2']),
    market('Correct Score', ['CSCR'], ['FT', 'H1'], ['FT', 'H1']),
    market('Half Time/Full Time', ['HTFT'], ['FT'], []),
    market('Halves', ['HSHF', 'WBHF', 'WEHF', 'SBHF'], ['FT'], []),
    market('Next Goal', ['NXGL'], [], halves),
    market('Result Combinations', ['RBTS', 'RTOT'], ['FT'], []),
    market('Exact Goals', ['EXGL', 'ODEV'], ['FT', 'H1'], []),
    market('Winning Margin', ['WMAR'], ['FT'], []),
    market('To Qualify', ['QUAL'], ['FT'], ['FT', 'ET', 'PEN']),
    market('Team Total Goals', ['TTGL'], ['FT', 'H1'], ['FT']),
    market('Clean Sheet', ['CLSH', 'WTNL'], ['FT'], []),
    market('Corners', ['CORN', 'TCOR'], ['FT', 'H1'], ['FT', 'H1']),
    market('Most Corners', ['MCOR'], ['FT', 'H1'], []),
    market('Bookings', ['BOOK', 'TBOK'], ['FT'], ['FT']),
    market('Goalscorer', ['AGSC', 'FGSC', 'LGSC'], ['FT'], ['FT']),
    market('Player Shots On Target', ['PSOT'], ['FT'], []),
    market('Player To Be Booked', ['PBOK'], ['FT'], []),
  ],
}

const eFootball: SportTable = {
  periodTypes: halves,
  marketTypes: [
    market('1X2', ['MRES'], halves, halves),
    market('Over/Under', ['HCTG'], halves, halves),
    market('Asian Handicap', ['AHCP'], ['FT'], ['FT']),
    market('Both Teams To Score', ['BTSC'], ['FT'], ['FT']),
    market('Correct Score', ['CSCR'], ['FT'], []),
  ],
}

const basketball: SportTable = {
  periodTypes: [...quarters, 'OT'],
  marketTypes: [
    market('Money Line', ['MLIN'], quarters, quarters),
    market('1X2', ['MRES'], quarters, quarters),
    market('Handicap', ['PSPR'], quarters, quarters),
    market('Total Points', ['TOTP'], quarters, quarters),
    market('Team Total Points', ['TTPT'], ['FT', 'H1'], ['FT', 'H1']),
    market('Race To Points', raceMarketTypeIds, ['FT', 'Q1'], numbered('Q', 4)),
    market('Odd/Even', ['ODEV'], ['FT'], ['FT']),
    market('Winning Margin', ['WMAR'], ['FT'], ['FT']),
    market('Player Points', ['PPTS'], ['FT'], ['FT']),
    market('Player Rebounds', ['PREB'], ['FT'], ['FT']),
    market('Player Assists', ['PAST'], ['FT'], ['FT']),
    market('Player Threes', ['P3PM'], ['FT'], []),
  ],
}

const eBasketball: SportTable = {
  periodTypes: quarters,
  marketTypes: [
    market('Money Line', ['MLIN'], quarters, quarters),
    market('Handicap', ['PSPR'], ['FT', 'H1'], ['FT', 'H1']),
    market('Total Points', ['TOTP'], ['FT', 'H1'], ['FT', 'H1']),
  ],
}

const cricket: SportTable = {
  periodTypes: innings,
  marketTypes: [
    market('Match Winner', ['MWIN'], ['FT'], ['FT']),
    market('1X2', ['MRES'], ['FT'], ['FT']),
    market('Total Runs', ['TRUN'], innings, innings),
    market('Team Total Runs', ['TTRN'], ['I1', 'I2'], ['I1', 'I2']),
    market('Next Over Runs', ['NOVR'], [], ['I1', 'I2']),
    market('Wicket Method', ['WMTH'], [], ['I1', 'I2']),
    market('Most Sixes', ['MSIX'], ['FT'], ['FT']),
    market('Top Batsman', ['TBAT'], ['FT', 'I1'], ['I1', 'I2']),
    market('Top Bowler', ['TBWL'], ['FT'], []),
  ],
}

const tennis: SportTable = {
  periodTypes: tennisSets,
  marketTypes: [
    market('Match Winner', ['MWIN'], ['FT', 'S1'], tennisSets),
    market('Set Betting', ['SETB'], ['FT'], ['FT']),
    market('Game Handicap', ['GHCP'], ['FT', 'S1'], tennisSets),
    market('Total Games', ['TGAM'], ['FT', 'S1'], tennisSets),
    market('Next Game', ['NGAM'], [], numbered('S', 5)),
    market('Tie Break In Match', ['TBRK'], ['FT'], ['FT']),
    market('Player Aces', ['PACE'], ['FT'], []),
  ],
}

const americanFootball: SportTable = {
  periodTypes: [...quarters, 'OT'],
  marketTypes: [
    market('Money Line', ['MLIN'], quarters, quarters),
    market('Handicap', ['PSPR'], quarters, quarters),
    market('Total Points', ['TOTP'], quarters, quarters),
    market('Team Total Points', ['TTPT'], ['FT'], ['FT']),
    market('Winning Margin', ['WMAR'], ['FT'], []),
    market('Anytime Touchdown Scorer', ['ATDS'], ['FT'], ['FT']),
    market('Player Passing Yards', ['PPYD'], ['FT'], []),
    market('Player Rushing Yards', ['PRYD'], ['FT'], []),
  ],
}

const aussieRules: SportTable = {
  periodTypes: quarters,
  marketTypes: [
    market('Money Line', ['MLIN'], ['FT', 'H1', 'Q1'], quarters),
    market('1X2', ['MRES'], ['FT'], ['FT']),
    market('Line', ['PSPR'], ['FT', 'H1'], quarters),
    market('Total Points', ['TOTP'], ['FT', 'H1'], quarters),
    market('Team Total Points', ['TTPT'], ['FT'], ['FT']),
    market('Player Disposals', ['PDIS'], ['FT'], []),
  ],
}

const racketGame = (games: number, race: boolean): SportTable => {
  const periods = ['FT', ...numbered('G', games)]
  return {
    periodTypes: periods,
    marketTypes: [
      market('Match Winner', ['MWIN'], ['FT', 'G1'], periods),
      market('Game Handicap', ['GHCP'], ['FT'], ['FT']),
      market('Point Handicap', ['PHCP'], ['FT', 'G1'], periods),
      market('Total Points', ['TOTP'], ['FT', 'G1'], periods),
      market('Correct Score', ['CSCR'], ['FT'], ['FT']),
      ...(race ? [market('Race To Points', raceMarketTypeIds, [], numbered('G', games))] : []),
    ],
  }
}

const baseball: SportTable = {
  periodTypes: ['FT', 'F5', ...numbered('I', 9)],
  marketTypes: [
    market('Money Line', ['MLIN'], ['FT', 'F5'], ['FT', 'F5']),
    market('Run Line', ['RLIN'], ['FT', 'F5'], ['FT']),
    market('Total Runs', ['TRUN'], ['FT', 'F5', 'I1'], ['FT', ...numbered('I', 9)]),
    market('Team Total Runs', ['TTRN'], ['FT'], ['FT']),
    market('Player Hits', ['PHIT'], ['FT'], []),
    market('Pitcher Strikeouts', ['PSTK'], ['FT'], []),
  ],
}

const volleyballLike = (sets: number): SportTable => {
  const periods = ['FT', ...numbered('S', sets)]
  return {
    periodTypes: periods,
    marketTypes: [
      market('Match Winner', ['MWIN'], ['FT', 'S1'], periods),
      market('Set Betting', ['SETB'], ['FT'], ['FT']),
      market('Point Handicap', ['PHCP'], ['FT', 'S1'], periods),
      market('Total Points', ['TOTP'], ['FT', 'S1'], periods),
      market('Race To Points', raceMarketTypeIds, ['S1'], numbered('S', sets)),
      market('Odd/Even', ['ODEV'], ['S1'], numbered('S', sets)),
    ],
  }
}

const boxing: SportTable = {
  periodTypes: ['FT', ...numbered('R', 12)],
  marketTypes: [
    market('Fight Result', ['MRES'], ['FT'], ['FT']),
    market('Fight Winner', ['MWIN'], ['FT'], ['FT']),
    market('Method Of Victory', ['MOVI'], ['FT'], ['FT']),
    market('Total Rounds', ['TRND'], ['FT'], ['FT']),
    market('Round Betting', ['RBET'], ['FT'], []),
  ],
}

const esport = (...objectives: SportMarketType[]): SportTable => ({
  periodTypes: maps,
  marketTypes: [
    market('Match Winner', ['MWIN'], ['FT', 'MAP1', 'MAP2', 'MAP3'], maps),
    market('Map Handicap', ['MHCP'], ['FT'], ['FT']),
    market('Total Maps', ['TMAP'], ['FT'], ['FT']),
    market('Correct Map Score', ['CSCR'], ['FT'], ['FT']),
    ...objectives,
  ],
})

const twoHalvesWithDraw = (goals: 'goals' | 'points'): SportTable => ({
  periodTypes: halves,
  marketTypes: [
    market('1X2', ['MRES'], halves, halves),
    market('Double Chance', ['DBLC'], ['FT'], ['FT']),
    ...(goals === 'goals'
      ? [
          market('Asian Handicap', ['AHCP'], ['FT', 'H1'], ['FT', 'H1']),
          market('Over/Under', ['HCTG'], halves, halves),
          market('Both Teams To Score', ['BTSC'], ['FT'], ['FT']),
        ]
      : [
          market('Handicap', ['PSPR'], halves, halves),
          market('Total Points', ['TOTP'], halves, halves),
        ]),
  ],
})

const fieldHockey: SportTable = {
  periodTypes: quarters,
  marketTypes: [
    market('1X2', ['MRES'], ['FT', 'H1'], quarters),
    market('Double Chance', ['DBLC'], ['FT'], ['FT']),
    market('Asian Handicap', ['AHCP'], ['FT'], ['FT']),
    market('Over/Under', ['HCTG'], ['FT', 'H1'], quarters),
  ],
}

const handball: SportTable = {
  periodTypes: halves,
  marketTypes: [
    market('1X2', ['MRES'], halves, halves),
    market('Double Chance', ['DBLC'], ['FT'], ['FT']),
    market('Handicap', ['PSPR'], halves, halves),
    market('Total Goals', ['HCTG'], halves, halves),
    market('Team Total Goals', ['TTGL'], ['FT'], ['FT']),
  ],
}

const iceHockeyPeriods = ['FT', ...numbered('P', 3), 'OT']
const iceHockey: SportTable = {
  periodTypes: iceHockeyPeriods,
  marketTypes: [
    market('1X2', ['MRES'], ['FT', 'P1', 'P2', 'P3'], ['FT', 'P1', 'P2', 'P3']),
    market('Money Line', ['MLIN'], ['FT'], ['FT']),
    market('Puck Line', ['PLIN'], ['FT'], ['FT']),
    market('Total Goals', ['HCTG'], ['FT', 'P1'], ['FT', 'P1', 'P2', 'P3']),
    market('Team Total Goals', ['TTGL'], ['FT'], ['FT']),
    market('Goalscorer', ['AGSC'], ['FT'], []),
    market('Player Points', ['PPTS'], ['FT'], []),
  ],
}

const rugby: SportTable = {
  periodTypes: halves,
  marketTypes: [
    market('1X2', ['MRES'], halves, halves),
    market('Handicap', ['PSPR'], halves, halves),
    market('Total Points', ['TOTP'], halves, halves),
    market('Team Total Points', ['TTPT'], ['FT'], ['FT']),
    market('Winning Margin', ['WMAR'], ['FT'], []),
    market('Anytime Try Scorer', ['ATRY'], ['FT'], ['FT']),
  ],
}

const darts: SportTable = {
  periodTypes: ['FT', ...numbered('S', 13)],
  marketTypes: [
    market('Match Winner', ['MWIN'], ['FT'], ['FT', ...numbered('S', 13)]),
    market('Leg Handicap', ['LHCP'], ['FT'], ['FT']),
    market('Total Legs', ['TLEG'], ['FT'], ['FT']),
    market('Correct Score', ['CSCR'], ['FT'], ['FT']),
    market('Highest Checkout', ['HCHK'], ['FT'], ['FT']),
    market('Most 180s', ['M180'], ['FT'], ['FT']),
  ],
}

const snooker: SportTable = {
  periodTypes: ['FT', 'FRM'],
  marketTypes: [
    market('Match Winner', ['MWIN'], ['FT'], ['FT', 'FRM']),
    market('Frame Handicap', ['FHCP'], ['FT'], ['FT']),
    market('Total Frames', ['TFRM'], ['FT'], ['FT']),
    market('Correct Score', ['CSCR'], ['FT'], ['FT']),
    market('Century Break', ['CENT'], ['FT'], ['FT', 'FRM']),
    market('Highest Break', ['HBRK'], ['FT'], []),
  ],
}

const cricketLike: SportTable = {
  periodTypes: innings,
  marketTypes: [
    market('Match Winner', ['MWIN'], ['FT'], ['FT']),
    market('Total Runs', ['TRUN'], innings, innings),
    market('Team Total Runs', ['TTRN'], ['I1', 'I2'], ['I1', 'I2']),
    market('Next Over Runs', ['NOVR'], [], ['I1', 'I2']),
  ],
}

/** Each sport's market types, its main one not yet flagged (main-markets.ts says which). */
const unflaggedTables = {
  FOOT: football,
  EFOT: eFootball,
  BASK: basketball,
  EBSK: eBasketball,
  CRIC: cricket,
  TENN: tennis,
  AMFB: americanFootball,
  AURL: aussieRules,
  BADM: racketGame(3, true),
  BASE: baseball,
  BEVO: volleyballLike(3),
  BOXI: boxing,
  CSGO: esport(
    market('Pistol Round Winner', ['PIST'], ['MAP1'], numbered('MAP', 5)),
    market('Total Rounds', ['TRND'], ['MAP1', 'MAP2'], numbered('MAP', 5)),
  ),
  LOLS: esport(market('First Blood', ['FBLD'], ['MAP1'], numbered('MAP', 5))),
  DART: darts,
  DOTA: esport(market('First Roshan', ['FROS'], ['MAP1'], numbered('MAP', 5))),
  FIEL: fieldHockey,
  FUTS: twoHalvesWithDraw('goals'),
  HAND: handball,
  ICEH: iceHockey,
  KABA: twoHalvesWithDraw('points'),
  RUGU: rugby,
  RUGL: rugby,
  SNOO: snooker,
  SQUA: racketGame(5, false),
  TABL: racketGame(7, false),
  TEQB: racketGame(3, false),
  VICR: cricketLike,
  VKBD: twoHalvesWithDraw('points'),
  VOLL: volleyballLike(5),
  ECRI: cricketLike,
} as const satisfies Record<MainMarketSport, SportTable>

export type SportTableCode = keyof typeof unflaggedTables

/** The table with its main market flagged: the market type with the main market's ids. */
function withMainMarket(table: SportTable, mainIds: readonly string[]): SportTable {
  const isMain = (ids: readonly string[]) =>
    ids.length === mainIds.length && ids.every((id, index) => id === mainIds[index])
  return {
    periodTypes: table.periodTypes,
    marketTypes: table.marketTypes.map((marketType) =>
      isMain(marketType.marketTypeIds) ? { ...marketType, euroDefault: true } : marketType,
    ),
  }
}

const flagged = <Code extends SportTableCode>(
  ids: Partial<Record<Code, readonly string[]>>,
): Record<Code, SportTable> =>
  Object.fromEntries(
    (Object.entries(ids) as [Code, readonly string[]][]).map(([code, mainIds]) => [
      code,
      withMainMarket(unflaggedTables[code], mainIds),
    ]),
  ) as Record<Code, SportTable>

export const sportTables: Readonly<Record<SportTableCode, SportTable>> = flagged(mainMarketTypeIds)

/**
 * The one regional variant (SPEC.md section 3, "with variants for one region"): Asian books lead
 * football with the Asian handicap and basketball with the handicap, where a European book leads
 * with the result. A sport the region does not vary uses the main table.
 */
export const regionalSportTables: Readonly<
  Record<SportTableRegion, Partial<Record<SportTableCode, SportTable>>>
> = { asia: flagged(regionalMainMarketTypeIds.asia) }

export type SportTableRegion = MainMarketRegion

export function sportTableOf(sportCode: string, region?: SportTableRegion): SportTable | undefined {
  if (!Object.hasOwn(sportTables, sportCode)) return undefined
  const code = sportCode as SportTableCode
  return (region && regionalSportTables[region][code]) || sportTables[code]
}

/** The euro view's main market of a sport: the market type with the euro default flag. */
export function euroDefaultMarketType(
  sportCode: string,
  region?: SportTableRegion,
): SportMarketType | undefined {
  return sportTableOf(sportCode, region)?.marketTypes.find((marketType) => marketType.euroDefault)
}

/** The market type that a feed market type id belongs to in a sport. */
export function marketTypeOf(sportCode: string, marketTypeId: string): SportMarketType | undefined {
  return sportTableOf(sportCode)?.marketTypes.find((marketType) =>
    marketType.marketTypeIds.includes(marketTypeId),
  )
}

/** How a sport's markets are ordered: its period order, its main market first. */
export function marketOrderingOf(sportCode: string, region?: SportTableRegion): MarketOrdering {
  const table = sportTableOf(sportCode, region)
  if (!table) return {}
  return {
    periodTypeIds: table.periodTypes,
    specialMarketTypeIds: new Set(euroDefaultMarketType(sportCode, region)?.marketTypeIds ?? []),
  }
}
