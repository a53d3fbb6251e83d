// Goals, points and runs still to come, each side counted as a Poisson number: the final scores
// that can still happen and the chance of each, cut where the tail no longer moves a price.

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

export interface FinalScore {
  home: number
  away: number
  chance: number
}

/** The final scores still possible and their chances, and the scores each side is yet to add. */
export interface ScoreOutlook {
  finals: FinalScore[]
  homeExpected: number
  awayExpected: number
}

/** A final score rarer than this cannot move a price on the ladder: it is left out. */
const negligible = 1e-6

export function scoreOutlook(
  home: number,
  away: number,
  homeExpected: number,
  awayExpected: number,
): ScoreOutlook {
  const homeMore = poissonChances(homeExpected)
  const awayMore = poissonChances(awayExpected)
  const finals: FinalScore[] = []
  homeMore.forEach((homeChance, homeCount) => {
    if (homeChance < negligible) return
    awayMore.forEach((awayChance, awayCount) => {
      const chance = homeChance * awayChance
      if (chance >= negligible)
        finals.push({ home: home + homeCount, away: away + awayCount, chance })
    })
  })
  return { finals, homeExpected, awayExpected }
}
