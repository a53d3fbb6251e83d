// Goals, points and runs still to come, each side counted as a Poisson number: the chances of
// each count, cut where the tail no longer moves a price.

/** The chance of 0, 1, 2… more scores for an expected count, up to where the rest is negligible. */
function poissonChances(expected: number): number[] {
  const chances: number[] = []
  let term = Math.exp(-expected)
  let total = 0
  // exp(-expected) underflows for big counts (basketball points): start from the mode instead.
  if (term === 0) return normalChances(expected)
  for (let count = 0; total < 1 - 1e-7 && count < 400; count++) {
    chances.push(term)
    total += term
    term = (term * expected) / (count + 1)
  }
  return chances
}

/** For large counts the Poisson is a normal curve; filled per whole count. */
function normalChances(expected: number): number[] {
  const spread = Math.sqrt(expected)
  const top = Math.ceil(expected + 7 * spread)
  const chances = Array.from({ length: top + 1 }, (_, count) =>
    Math.exp(-((count - expected) ** 2) / (2 * expected)),
  )
  const total = chances.reduce((sum, chance) => sum + chance, 0)
  return chances.map((chance) => chance / total)
}

/** Final scores home to away and their chances, from the score now and the counts still to come. */
export interface ScoreOutlook {
  home: number
  away: number
  homeMore: readonly number[]
  awayMore: readonly number[]
}

export function scoreOutlook(
  home: number,
  away: number,
  homeExpected: number,
  awayExpected: number,
): ScoreOutlook {
  return {
    home,
    away,
    homeMore: poissonChances(homeExpected),
    awayMore: poissonChances(awayExpected),
  }
}
