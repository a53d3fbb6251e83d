// The players of a simulated side: the same names for the same side every time, drawn from its
// name as its strength is, each with a share of the side's goals (strikers most, defenders least).
// Which player scored a side's nth goal is drawn the same way from the match, so the scorers follow
// from the score alone and a process carrying the match on from its record names the same ones.

import { seededRandom } from '../feed-options.ts'
import type { Side } from './clock-play.ts'
import { hashOf } from './sport-models.ts'

export interface Player {
  name: string
  /** The share of the side's goals this player scores. */
  share: number
}

const givenNames = [
  'Adam',
  'Alex',
  'Ben',
  'Bruno',
  'Carlos',
  'Daniel',
  'David',
  'Diego',
  'Emil',
  'Felix',
  'Hugo',
  'Ivan',
  'Jan',
  'Jonas',
  'Jorge',
  'Kai',
  'Leo',
  'Luca',
  'Lucas',
  'Marco',
  'Mateo',
  'Max',
  'Milan',
  'Nico',
  'Oscar',
  'Pablo',
  'Paul',
  'Rafael',
  'Sami',
  'Theo',
  'Tomas',
  'Victor',
  'Yann',
  'Youssef',
]
const familyNames = [
  'Almeida',
  'Berg',
  'Costa',
  'Dahl',
  'Diaz',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ibrahim',
  'Jensen',
  'Keller',
  'Kovac',
  'Lang',
  'Lopez',
  'Martin',
  'Meyer',
  'Moreau',
  'Novak',
  'Okafor',
  'Petit',
  'Richter',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Torres',
  'Varga',
  'Walker',
  'Weber',
  'Wilson',
  'Young',
  'Zielinski',
  'Bianchi',
  'Conti',
  'Dubois',
]
/** Each player's share of his side's goals, strikers first. */
const goalShares = [0.24, 0.17, 0.12, 0.1, 0.08, 0.07, 0.06, 0.05, 0.05, 0.03, 0.03]

const seedOf = (text: string) => Math.floor(hashOf(text) * 2 ** 32)

export function squadOf(side: string): Player[] {
  const random = seededRandom(seedOf(`squad|${side}`))
  const families = [...familyNames]
  return goalShares.map((share) => {
    const given = givenNames[Math.floor(random() * givenNames.length)] as string
    const [family] = families.splice(Math.floor(random() * families.length), 1)
    return { name: `${given} ${family}`, share }
  })
}

/** The index in the squad of the player who scored the side's nth goal of the match. */
export function scorerOf(matchKey: string, side: Side, nth: number, squad: readonly Player[]) {
  let roll = seededRandom(seedOf(`${matchKey}|goal|${side}|${nth}`))()
  for (const [index, player] of squad.entries()) {
    roll -= player.share
    if (roll < 0) return index
  }
  return squad.length - 1
}
