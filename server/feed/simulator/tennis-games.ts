// Tennis's games over the match (issue 42), for the game handicap and total games: the match is
// played on game by game from the score now, each game held at the server's chance (home serves
// the match's first game, then the serve swaps every game), a set at 6-6 decided by a tie-break
// counted as one game, until a side has its sets. The chance of each final count of games comes
// out, 'home-away'.

import type { Score } from '../../../domain/events/event.ts'
import { raceWinChance } from './race.ts'
import { setOver } from './race-play.ts'
import type { RaceSport } from './sport-models.ts'

/** Home's chance to win a game, serving or receiving: a server holds far more often. */
export const gameWinChance = (sport: RaceSport, strength: number, homeServing: boolean): number =>
  raceWinChance(0, 0, sport.game ?? sport.set, (homeServing ? 0.62 : 0.38) + strength)

/** Home's chance to win a tie-break. */
export const tieBreakChance = (sport: RaceSport, strength: number): number =>
  raceWinChance(0, 0, sport.tieBreak ?? sport.set, 0.5 + strength)

export interface GamesSoFar {
  /** Sets won. */
  match: Score
  /** Games of every set, the one in play last. */
  sets: Score[]
  /** Home's chance to win the game in play, which may be under way. */
  gameInPlay: number
}

/** Each final score of a set from a score, 'home-away', home's chance of the next game given. */
function setFinals(
  sport: RaceSport,
  strength: number,
  from: Score,
  homeServesNext: boolean,
  nextGame: number,
): Map<string, number> {
  const hold = [gameWinChance(sport, strength, false), gameWinChance(sport, strength, true)]
  const tieBreak = tieBreakChance(sport, strength)
  const finals = new Map<string, number>()
  // Scores of the set still open, with their chances: each step plays one game.
  let open = new Map<string, { set: Score; chance: number }>([['from', { set: from, chance: 1 }]])
  for (let played = 0; open.size > 0; played++) {
    const next = new Map<string, { set: Score; chance: number }>()
    for (const { set, chance } of open.values()) {
      const homeServing = homeServesNext === (played % 2 === 0)
      const win =
        played === 0
          ? nextGame
          : sport.tieBreak && set.home === 6 && set.away === 6
            ? tieBreak
            : (hold[homeServing ? 1 : 0] as number)
      for (const [after, share] of [
        [{ home: set.home + 1, away: set.away }, win],
        [{ home: set.home, away: set.away + 1 }, 1 - win],
      ] as const) {
        const key = `${after.home}-${after.away}`
        const reached = chance * share
        if (setOver(after, sport)) finals.set(key, (finals.get(key) ?? 0) + reached)
        else {
          const known = next.get(key)
          if (known) known.chance += reached
          else next.set(key, { set: after, chance: reached })
        }
      }
    }
    open = next
  }
  return finals
}

/** The chance of each final score of the set in play, 'home-away'. */
export function setInPlayFinals(
  sport: RaceSport,
  strength: number,
  { sets, gameInPlay }: Omit<GamesSoFar, 'match'>,
): Map<string, number> {
  const inPlay = sets[sets.length - 1] ?? { home: 0, away: 0 }
  if (setOver(inPlay, sport)) return new Map([[`${inPlay.home}-${inPlay.away}`, 1]])
  const played = sets.reduce((sum, set) => sum + set.home + set.away, 0)
  return setFinals(sport, strength, inPlay, played % 2 === 0, gameInPlay)
}

/** A set from 0-0 depends on the sides and who serves first alone: worked out once a match. */
const freshSets = new Map<string, Map<string, number>[]>()

function freshSetFinals(sport: RaceSport, strength: number): Map<string, number>[] {
  const key = `${sport.set.target}|${strength}`
  const known = freshSets.get(key)
  if (known) return known
  const finals = [false, true].map((homeFirst) =>
    setFinals(
      sport,
      strength,
      { home: 0, away: 0 },
      homeFirst,
      gameWinChance(sport, strength, homeFirst),
    ),
  )
  freshSets.set(key, finals)
  return finals
}

/** The chance of each final count of games of the match, 'home-away'. */
export function finalGamesChances(
  sport: RaceSport,
  strength: number,
  { match, sets, gameInPlay }: GamesSoFar,
): Map<string, number> {
  const before = sets.slice(0, -1)
  const games = {
    home: before.reduce((sum, set) => sum + set.home, 0),
    away: before.reduce((sum, set) => sum + set.away, 0),
  }
  const inPlay = sets[sets.length - 1] ?? { home: 0, away: 0 }
  const homeServesNext = (games.home + games.away + inPlay.home + inPlay.away) % 2 === 0
  const freshSet = freshSetFinals(sport, strength)
  const finals = new Map<string, number>()
  // Matches still open after a set, by sets won and games so far.
  let open = new Map([
    [
      'now',
      {
        match,
        games,
        setChances: setFinals(sport, strength, inPlay, homeServesNext, gameInPlay),
        chance: 1,
      },
    ],
  ])
  while (open.size > 0) {
    const next: typeof open = new Map()
    for (const line of open.values())
      for (const [key, share] of line.setChances) {
        const [home = 0, away = 0] = key.split('-').map(Number)
        const match = {
          home: line.match.home + (home > away ? 1 : 0),
          away: line.match.away + (home < away ? 1 : 0),
        }
        const games = { home: line.games.home + home, away: line.games.away + away }
        const chance = line.chance * share
        const gamesKey = `${games.home}-${games.away}`
        if (match.home === sport.setsToWin || match.away === sport.setsToWin) {
          finals.set(gamesKey, (finals.get(gamesKey) ?? 0) + chance)
          continue
        }
        const openKey = `${match.home}-${match.away}|${gamesKey}`
        const known = next.get(openKey)
        if (known) known.chance += chance
        else {
          const homeFirst = (games.home + games.away) % 2 === 0
          next.set(openKey, {
            match,
            games,
            setChances: freshSet[homeFirst ? 1 : 0] as Map<string, number>,
            chance,
          })
        }
      }
    open = next
  }
  return finals
}
