// What each price of a list row is called. The row's name already says who plays, so a result
// market's prices are 1, X and 2 (two-way: 1 and 2), and another market's outcomes say the same
// with their line: the home side is 1, the away side 2, a draw X ("1 -1.5", "1X", "Over 2.5").

import { isResultMarketType } from '../reference/main-markets.ts'
import { teamsOf } from './teams.ts'

export function rowLabels(
  marketTypeId: string,
  descriptions: readonly string[],
  eventDescription: string,
): string[] {
  if (isResultMarketType(marketTypeId))
    return descriptions.length === 2 ? ['1', '2'] : ['1', 'X', '2']
  const [home, away] = teamsOf(eventDescription)
  return descriptions.map((description) => sideLabel(description, home, away))
}

function sideLabel(description: string, home: string, away: string): string {
  const parts = description.split(' or ').map((part) => {
    if (part === 'Draw') return 'X'
    for (const [team, symbol] of [
      [home, '1'],
      [away, '2'],
    ] as const) {
      if (!team) continue
      if (part === team) return symbol
      if (part.startsWith(`${team} `)) return `${symbol} ${part.slice(team.length + 1)}`
    }
    return part
  })
  // Double chance: "Arsenal or Draw" is 1X.
  return parts.length > 1 && parts.every((part) => /^[12X]$/.test(part))
    ? parts.join('')
    : parts.join(' or ')
}
