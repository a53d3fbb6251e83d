// System bets offered for the slip and their lines (SPEC.md sections 5 and 9).

import { type CombinableSelection, combinations, uniqueMarkets } from './combinations.ts'
import { eachWayStake } from './each-way.ts'
import { combinable, maxBetsOnSlip, type SlipSelection } from './slip.ts'
import { betTypeIdOf, type SystemBetType, systemBetType, systemBetTypes } from './system-table.ts'

export interface SystemOffer {
  betTypeId: number
  type: SystemBetType
  noOfBets: number
  /** Index lists into the combinable selections of the slip (see combinable in slip.ts). */
  lines: number[][]
}

export const systemLines = (
  type: SystemBetType,
  selections: readonly CombinableSelection[],
): number[][] => type.folds.flatMap((size) => combinations(selections, size))

export interface SystemSettings {
  african_betslip?: boolean
}

/**
 * Every system in the table that fits the slip. A full cover needs exactly its number of
 * markets; a fold type needs at least one line. One line over every selection is not offered:
 * that is the multiple, which has its own rule (different events). A slip of more selections
 * than any slip takes (RES-00247) is offered none: its lines double with each selection, and
 * writing out those of 26 took a server's whole thread for 30 s (one anonymous request).
 */
export const offerSystems = (
  selections: readonly SlipSelection[],
  settings: SystemSettings,
): SystemOffer[] => {
  if (settings.african_betslip || selections.length > maxBetsOnSlip) return []
  const eligible = combinable(selections)
  const markets = uniqueMarkets(eligible)
  return systemBetTypes.flatMap((type) => {
    if (type.fullCover ? markets !== type.selections : markets < type.selections) return []
    const lines = systemLines(type, eligible)
    const isTheMultiple = lines.length === 1 && lines[0]?.length === eligible.length
    if (lines.length === 0 || isTheMultiple) return []
    return [{ betTypeId: betTypeIdOf(type), type, noOfBets: lines.length, lines }]
  })
}

/** totalStake = unitStake x noOfBets, doubled for each-way. */
export const totalStake = (unitStake: number, noOfBets: number, eachWay: boolean): number =>
  eachWayStake(unitStake, eachWay) * noOfBets

export type SystemBetLines =
  | { ok: true; type: SystemBetType; lines: number[][] }
  | { ok: false; reason: 'not-a-system-bet' | 'no-combinations' }

/** The lines of a placed system bet, rebuilt from its betTypeId (placement and settlement). */
export const systemBetLines = (
  betTypeId: number,
  selections: readonly CombinableSelection[],
): SystemBetLines => {
  const type = systemBetType(betTypeId)
  if (!type) return { ok: false, reason: 'not-a-system-bet' }
  if (type.fullCover && uniqueMarkets(selections) !== type.selections)
    return { ok: false, reason: 'no-combinations' }
  const lines = systemLines(type, selections)
  return lines.length > 0 ? { ok: true, type, lines } : { ok: false, reason: 'no-combinations' }
}

export type SystemBetCheck = SystemBetLines | { ok: false; reason: 'african-betslip' }

/** §5: a system bet is valid only for a type in the table, and not on an African betslip. */
export const checkSystemBet = (
  betTypeId: number,
  selections: readonly CombinableSelection[],
  settings: SystemSettings,
): SystemBetCheck =>
  settings.african_betslip
    ? { ok: false, reason: 'african-betslip' }
    : systemBetLines(betTypeId, selections)
