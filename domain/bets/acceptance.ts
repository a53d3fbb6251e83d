// Price acceptance (SPEC.md sections 3, 8 and 9): whether a bet may be taken at the current
// price when the bettor saw another. userAcceptOdds D refuses any change, H takes a higher price,
// A takes any; beside them the bettor may set a tolerance in per cent, remembered per player, so
// a small move either way is taken without asking. The server decides with this and the engine
// warns with it, so both refuse exactly the same changes.

import type { UserAcceptOdds } from './betslip.ts'

export interface AcceptancePreference {
  userAcceptOdds: UserAcceptOdds
  /** A change of at most this many per cent of the price seen is taken whatever the mode. */
  tolerancePercent?: number | null
}

export type PriceAcceptance =
  | { ok: true; decimal: number }
  | { ok: false; code: 'RES-00152'; currentDecimal: number }

/** The tolerance a player may keep: 0 to 100 per cent, two decimals (players.accept_tolerance_percent). */
export const maxTolerancePercent = 100

export const validTolerance = (percent: number): boolean =>
  Number.isFinite(percent) &&
  percent >= 0 &&
  percent <= maxTolerancePercent &&
  hasTwoDecimals(percent)

/** Written with two decimals at most: 12.5 and 0.29, not 33.333 nor 1e-300 (which rounds to 0). */
export const hasTwoDecimals = (value: number): boolean => Number(value.toFixed(2)) === value

// Prices have three decimals and tolerances two (the columns' scales), so both are compared as
// integers: |current - seen| x 100 <= tolerance x seen, exactly, with no float rounding at the edge.
const thousandths = (decimal: number): bigint => BigInt(Math.round(decimal * 1000))
const hundredths = (percent: number): bigint => BigInt(Math.round(percent * 100))

export const withinTolerance = (
  seen: number,
  current: number,
  tolerancePercent: number,
): boolean => {
  const moved = thousandths(current) - thousandths(seen)
  const distance = moved < 0n ? -moved : moved
  return distance * 100n * 100n <= hundredths(tolerancePercent) * thousandths(seen)
}

/** The price the bet is taken at (always the current one), or the change to show the bettor. */
export const acceptPrice = (
  seen: number,
  current: number,
  preference: AcceptancePreference,
): PriceAcceptance => {
  const same = thousandths(seen) === thousandths(current)
  const accepted =
    same ||
    preference.userAcceptOdds === 'A' ||
    (preference.userAcceptOdds === 'H' && thousandths(current) > thousandths(seen)) ||
    (preference.tolerancePercent != null &&
      preference.tolerancePercent > 0 &&
      withinTolerance(seen, current, preference.tolerancePercent))
  return accepted
    ? { ok: true, decimal: current }
    : { ok: false, code: 'RES-00152', currentDecimal: current }
}
