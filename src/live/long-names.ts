// When a row of prices is too narrow for its names. A third of a 390-px phone's row leaves a price
// button about 12 characters of its 13-px label; longer names (outright runners, "Royal
// Challengers Bengaluru") take the whole row there, one price a line, rather than show as "W…".

/** The longest name a price button in a row of three shows on a phone, in characters. */
export const namesFitInThirds = 12

/** Whether any of the names needs more room than a third of a phone's row. */
export const hasLongNames = (names: readonly string[]): boolean =>
  names.some((name) => name.length > namesFitInThirds)
