// The book's margin on a feed price (SPEC.md section 5, odds margin). The margin is weighted by
// sqrt(p(1-p)), the spread of a yes/no outcome of probability p: it bites hardest near evens and
// fades toward certainties and long shots, so outsiders are not crushed. Near certainties the
// formula can fall to 1 or below; the ladder's lowest rung is then the price.

import { type OddsLadder, snapToLadder, standardLadder } from './ladder.ts'

/** A row of the Margins entity (SPEC.md section 3). A row without leagueId is for every league. */
export interface Margin {
  leagueId?: string | null
  marketTypeId?: string | null
  /** A fraction: 0.05 is five percent. */
  margin: number
}

/**
 * Margin = market-type margin + league margin. The market-type margin is the row for the market
 * type with no league; the league margin is the row for that league and that market type if one
 * exists, else the row for the league with no market type. Missing rows count as 0.
 */
export const marginFor = (
  margins: readonly Margin[],
  market: { leagueId?: string; marketTypeId: string },
): number => {
  const marketType = margins.find(
    (row) => !row.leagueId && row.marketTypeId === market.marketTypeId,
  )
  const leagueRows = margins.filter((row) => row.leagueId && row.leagueId === market.leagueId)
  const league =
    leagueRows.find((row) => row.marketTypeId === market.marketTypeId) ??
    leagueRows.find((row) => !row.marketTypeId)
  return (marketType?.margin ?? 0) + (league?.margin ?? 0)
}

/** adjusted price = 1 / (1/odds + margin x sqrt(p(1-p))), p = 1/odds; before snapping. */
export const adjustedPrice = (odds: number, margin: number): number => {
  const p = 1 / odds
  return 1 / (p + margin * Math.sqrt(p * (1 - p)))
}

/** The price offered: margin applied, snapped to the ladder. A price of 1 or less is left alone. */
export const applyMargin = (
  odds: number,
  margin: number,
  ladder: OddsLadder = standardLadder,
): number => (odds > 1 ? snapToLadder(adjustedPrice(odds, margin), ladder) : odds)

/** The book's margin rows before an operator sets its own: thin on main lines, thick on many-way markets. */
export const defaultMargins: readonly Margin[] = [
  { marketTypeId: 'CSCR', margin: 0.25 },
  { marketTypeId: 'SETB', margin: 0.12 },
  { marketTypeId: 'OUTR', margin: 0.3 },
  { marketTypeId: 'NXGL', margin: 0.1 },
  { marketTypeId: 'HCAP', margin: 0.1 },
]
