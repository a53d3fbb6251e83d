// Who wins a competition's season, from the same model that plays its matches: every side meets
// every other home and away, each meeting's result priced as the simulator prices the match, and a
// side's season points taken as a normal curve (the sum of many meetings). A side's chance of the
// title is the chance its points come out above every other's.

import type { Competition } from './competitions.ts'
import { resultChances } from './play.ts'
import { sportModels } from './sport-models.ts'

/** Points for a win and a draw where draws stand (football's three and one); else a win counts. */
const leaguePoints = { win: 3, draw: 1 }
/** Steps of the integral over the points line. */
const steps = 400

interface Points {
  mean: number
  variance: number
}

const normalDensity = (x: number, { mean, variance }: Points) =>
  Math.exp(-((x - mean) ** 2) / (2 * variance)) / Math.sqrt(2 * Math.PI * variance)

/** The normal curve's share below x (Abramowitz and Stegun 7.1.26, plenty for a price). */
function normalBelow(x: number, { mean, variance }: Points): number {
  const z = (x - mean) / Math.sqrt(2 * variance)
  const t = 1 / (1 + 0.3275911 * Math.abs(z))
  const erf =
    1 -
    t *
      (0.254829592 +
        t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-z * z)
  return 0.5 * (1 + (z >= 0 ? erf : -erf))
}

/** The same model always gives the same season: worked out once a process, per competition. */
const seasons = new Map<Competition, number[]>()

/** Each side's chance of winning the competition, in the order of its sides. */
export function titleChances(competition: Competition): number[] {
  let chances = seasons.get(competition)
  if (!chances) {
    chances = seasonOf(competition)
    seasons.set(competition, chances)
  }
  return chances
}

function seasonOf(competition: Competition): number[] {
  const { sides, sportCode } = competition
  const sport = sportModels[sportCode]
  const draws = sport?.family === 'clock' && sport.drawPossible
  const points: Points[] = sides.map(() => ({ mean: 0, variance: 0 }))
  const add = (side: number, chances: { win: number; draw: number }) => {
    const win = draws ? leaguePoints.win : 1
    const draw = draws ? leaguePoints.draw : 0
    const mean = win * chances.win + draw * chances.draw
    const entry = points[side] as Points
    entry.mean += mean
    entry.variance += win ** 2 * chances.win + draw ** 2 * chances.draw - mean ** 2
  }
  for (const [h, home] of sides.entries())
    for (const [a, away] of sides.entries()) {
      if (h === a) continue
      const match = resultChances(sportCode, `${home} v ${away}`)
      add(h, { win: match.home, draw: match.draw })
      add(a, { win: match.away, draw: match.draw })
    }
  const low = Math.min(...points.map((p) => p.mean - 6 * Math.sqrt(p.variance)))
  const high = Math.max(...points.map((p) => p.mean + 6 * Math.sqrt(p.variance)))
  const width = (high - low) / steps
  const chances = points.map((own, index) => {
    let chance = 0
    for (let step = 0; step < steps; step++) {
      const x = low + (step + 0.5) * width
      let others = 1
      for (const [other, rival] of points.entries())
        if (other !== index) others *= normalBelow(x, rival)
      chance += normalDensity(x, own) * others * width
    }
    return chance
  })
  const total = chances.reduce((sum, chance) => sum + chance, 0)
  return chances.map((chance) => chance / total)
}
