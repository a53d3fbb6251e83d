// The chance that home wins a race (first to a target, sometimes by two clear) when each point
// goes home's way with the same chance. Tennis games and sets, volleyball and table tennis sets,
// esports maps and a match of sets are all such races; so is basketball's race to 10 points.

import { raceToPointsByMarketTypeId } from '../../../domain/reference/sport-tables.ts'

export interface RaceRule {
  /** Points that win the race. */
  target: number
  /** 2 where the winner must lead by two (deuce); 1 otherwise. */
  winBy: 1 | 2
}

/** Home's chance to win the race from a score of home to away, each point home's with pointChance. */
export function raceWinChance(home: number, away: number, rule: RaceRule, pointChance: number) {
  const memo = new Map<number, number>()
  const q = pointChance
  // From deuce (both a point short or level past it) the race is a walk: two points clear wins.
  const fromDeuce = (q * q) / (q * q + (1 - q) * (1 - q))
  const chance = (a: number, b: number): number => {
    if (raceOver(a, b, rule)) return a > b ? 1 : 0
    if (rule.winBy === 2 && a >= rule.target - 1 && b >= rule.target - 1) {
      if (a === b) return fromDeuce
      return a > b ? q + (1 - q) * fromDeuce : q * fromDeuce
    }
    const key = a * 1000 + b
    const known = memo.get(key)
    if (known !== undefined) return known
    const value = q * chance(a + 1, b) + (1 - q) * chance(a, b + 1)
    memo.set(key, value)
    return value
  }
  return chance(home, away)
}

export function raceOver(home: number, away: number, rule: RaceRule): boolean {
  const leader = Math.max(home, away)
  return leader >= rule.target && Math.abs(home - away) >= rule.winBy
}

/**
 * How a race to setsToWin ends from home to away, the first set won by home with firstChance and
 * every later one with laterChance: the chance of each final score, keyed 'home-away'.
 */
export function finalScoreChances(
  home: number,
  away: number,
  setsToWin: number,
  firstChance: number,
  laterChance: number,
): Map<string, number> {
  const ends = new Map<string, number>()
  const walk = (a: number, b: number, weight: number, chance: number) => {
    if (a === setsToWin || b === setsToWin) {
      const key = `${a}-${b}`
      ends.set(key, (ends.get(key) ?? 0) + weight)
      return
    }
    walk(a + 1, b, weight * chance, laterChance)
    walk(a, b + 1, weight * (1 - chance), laterChance)
  }
  walk(home, away, 1, firstChance)
  return ends
}

const raceTargets = Object.values(raceToPointsByMarketTypeId)

/**
 * Notes who reached each race-to-points target first in a set or period (keyed 'n-target'), as
 * the points come: two sides can pass a target within one step, and the first one wins.
 */
export function noteFirstTo(
  firstTo: Map<string, 'home' | 'away'>,
  period: number,
  score: { home: number; away: number },
  side: 'home' | 'away',
): void {
  for (const target of raceTargets) {
    const key = `${period}-${target}`
    if (score[side] >= target && !firstTo.has(key)) firstTo.set(key, side)
  }
}

/** How a race to points ended: its first to the target, void when that is unknown (adopted). */
export function raceResults(
  firstTo: ReadonlyMap<string, 'home' | 'away'>,
  period: number,
  target: number,
  score: { home: number; away: number },
): ('win' | 'lose' | 'void')[] | undefined {
  if (score.home < target && score.away < target) return undefined
  const first = firstTo.get(`${period}-${target}`)
  if (!first) return ['void', 'void']
  return first === 'home' ? ['win', 'lose'] : ['lose', 'win']
}
