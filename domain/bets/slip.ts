// A selection on the betslip, as the bet-building rules see it, and the slip's size limit
// (SPEC.md sections 5 and 9: max bets on the slip 15).

import type { CombinableSelection } from './combinations.ts'
import type { PlaceTerms } from './each-way.ts'

export interface SlipSelection extends CombinableSelection {
  outcomeId: string
  eventId: string
  decimal: number
  /** The bettor may keep a selection out of the multiple and the systems; in by default. */
  includeInMultiples?: boolean
  placeTerms?: PlaceTerms
}

export const maxBetsOnSlip = 15

export interface SlipSizeSettings {
  max_bets_on_betslip?: number
}

/** The brand may lower the limit with max_bets_on_betslip, never raise it above 15. */
export const slipLimit = (settings: SlipSizeSettings): number => {
  const configured = settings.max_bets_on_betslip
  return configured !== undefined && Number.isInteger(configured) && configured > 0
    ? Math.min(configured, maxBetsOnSlip)
    : maxBetsOnSlip
}

/** RES-00247 is the spec's "number of bets exceeded". */
export type AddSelectionCheck = { ok: true } | { ok: false; code: 'RES-00247' }

export const checkAddSelection = (
  selectionsOnSlip: number,
  settings: SlipSizeSettings,
): AddSelectionCheck =>
  selectionsOnSlip < slipLimit(settings) ? { ok: true } : { ok: false, code: 'RES-00247' }

export const combinable = (selections: readonly SlipSelection[]): SlipSelection[] =>
  selections.filter((selection) => selection.includeInMultiples !== false)
