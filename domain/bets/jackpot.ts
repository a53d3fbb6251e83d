// Jackpot rules (SPEC.md sections 3 and 4, Jackpot): the lines a slip's picks make, what a slip
// misses, how many of its lines got every event right, and how the prize is shared. The server
// prices, places and settles with these; the engine shows the same figures before it asks.

export interface JackpotPick {
  /** The event's number in the jackpot, 1..N. */
  eventNumber: number
  outcomeId: string
}

/** The picks by event number, each event's outcomes in the order picked, repeats dropped. */
export function picksByEvent(picks: readonly JackpotPick[]): Map<number, string[]> {
  const byEvent = new Map<number, string[]>()
  for (const pick of picks) {
    const outcomes = byEvent.get(pick.eventNumber) ?? []
    if (!outcomes.includes(pick.outcomeId)) outcomes.push(pick.outcomeId)
    byEvent.set(pick.eventNumber, outcomes)
  }
  return byEvent
}

/**
 * The lines: every way to take one pick of each event, so the product of the picks per event.
 * Two picks on one event double them (a perm); no pick on an event makes none.
 */
export function jackpotLines(eventCount: number, picks: readonly JackpotPick[]): number {
  if (eventCount < 1) return 0
  const byEvent = picksByEvent(picks)
  let lines = 1
  for (let eventNumber = 1; eventNumber <= eventCount; eventNumber++)
    lines *= byEvent.get(eventNumber)?.length ?? 0
  return lines
}

/** The event numbers 1..N without a pick, in order (§4: place waits for none). */
export function missingEventNumbers(eventCount: number, picks: readonly JackpotPick[]): number[] {
  const picked = new Set(picks.map((pick) => pick.eventNumber))
  const missing: number[] = []
  for (let eventNumber = 1; eventNumber <= eventCount; eventNumber++)
    if (!picked.has(eventNumber)) missing.push(eventNumber)
  return missing
}

/**
 * How an event of the jackpot ended: its winning outcomes. A match postponed or abandoned (its
 * market void) is given one outcome drawn at random when the jackpot settles, as jackpot books
 * do. Counted right on every line instead, each void match would cut the cost of covering every
 * line threefold, until one slip could buy the prize.
 */
export interface JackpotEventResult {
  winners: ReadonlySet<string>
}

/** The slip's lines with every event right: over the events, the product of its right picks. */
export function winningLines(
  eventCount: number,
  picks: readonly JackpotPick[],
  results: ReadonlyMap<number, JackpotEventResult>,
): number {
  const byEvent = picksByEvent(picks)
  let lines = 1
  for (let eventNumber = 1; eventNumber <= eventCount; eventNumber++) {
    const picked = byEvent.get(eventNumber) ?? []
    const result = results.get(eventNumber)
    if (!result) throw new Error(`jackpot event ${eventNumber} has no result yet`)
    lines *= picked.filter((outcomeId) => result.winners.has(outcomeId)).length
  }
  return lines
}

/**
 * The prize shared by the winning units (a line at the stake per line is one unit; a line at
 * twice it is two): each unit takes the prize divided by the units, rounded down to the minor
 * unit; the few minor units left over stay with the book. No winner: nobody is paid.
 */
export function prizePerUnit(prize: number, winningUnits: number): number {
  if (winningUnits <= 0) return 0
  return Math.floor(prize / winningUnits)
}

/**
 * The most a jackpot of this many matches may promise: less than covering its every line costs
 * (three outcomes a match, each line at the stake per line), or slips on all of them would buy
 * the prize. Twelve matches at 1.00 a line cost 531,441.00 to cover; eight cost 6,561.00.
 */
export function largestPrize(eventCount: number, stakePerLine: number): number {
  return (3 ** eventCount - 1) * stakePerLine
}

/** A line's stake as units of the stake per line; undefined when it is not a whole multiple. */
export function stakeUnits(globalStake: number, stakePerLine: number): number | undefined {
  if (stakePerLine <= 0 || globalStake < stakePerLine || globalStake % stakePerLine !== 0)
    return undefined
  return globalStake / stakePerLine
}
