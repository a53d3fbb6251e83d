// The odds ladder: the only prices the book offers. After the margin is applied a price lands
// between rungs and is snapped to the nearest one (SPEC.md section 5, odds margin). The server
// can send its own ladder (GET /xapi/rest/oddsLadderAndMargins/{version}); this is the one used
// without it.

/** The version GET /xapi/rest/oddsLadderAndMargins/{version} answers with the standard ladder. */
export const standardLadderVersion = 1

/** Ascending decimal prices. */
export type OddsLadder = readonly number[]

const steps: ReadonlyArray<readonly [from: number, to: number, step: number]> = [
  [101, 200, 1],
  [202, 300, 2],
  [305, 400, 5],
  [410, 600, 10],
  [620, 1000, 20],
  [1050, 2000, 50],
  [2100, 3000, 100],
  [3200, 5000, 200],
  [5500, 10000, 500],
  [11000, 100000, 1000],
]

/**
 * The customary exchange ladder, 1.01 to 1000 in 350 rungs: steps of 0.01 to 2, then 0.02, 0.05,
 * 0.1, 0.2, 0.5, 1, 2, 5 and 10, so a step is always a similar share of the price. Built in
 * hundredths so that no rung carries float noise.
 */
export const standardLadder: OddsLadder = steps.flatMap(([from, to, step]) =>
  Array.from({ length: (to - from) / step + 1 }, (_, index) => (from + index * step) / 100),
)

/**
 * The rung nearest to the price. A price exactly between two rungs takes the lower one: a tie
 * goes to the house, as the margin intends. Outside the ladder the nearest end is used.
 */
export const snapToLadder = (price: number, ladder: OddsLadder = standardLadder): number => {
  let low = 0
  let high = ladder.length - 1
  if (high < 0) return price
  while (low < high) {
    const middle = (low + high) >> 1
    if ((ladder[middle] as number) < price) low = middle + 1
    else high = middle
  }
  const above = ladder[low] as number
  const below = ladder[low - 1]
  if (below === undefined || above <= price) return above
  return price - below <= above - price ? below : above
}
