// The catalogue's names in English, once: what a feed names sports, markets, outcomes, periods and
// the generic words of competitions, as the reference feed writes them (server/feed/simulator).
// A translation (names/<locale>.ts) gives each its own words; team and player names are proper
// nouns and are never translated, and countries are named by Intl.DisplayNames.

/**
 * Market types (the sport tables' names, sport-tables.ts, which the event page groups its markets
 * under) and the feed's fixed market names.
 */
export const marketNames = [
  '1X2',
  'Match Result',
  'Double Chance',
  'Draw No Bet',
  'Over/Under',
  'Asian Handicap',
  'Handicap',
  'Both Teams To Score',
  'Correct Score',
  'Half Time/Full Time',
  'Next Goal',
  'To Qualify',
  'Team Total Goals',
  'Corners',
  'Bookings',
  'Goalscorer',
  'Player Shots On Target',
  'Player To Be Booked',
  'Money Line',
  'Total Points',
  'Team Total Points',
  'Race To Points',
  'Odd/Even',
  'Total Odd/Even',
  'Winning Margin',
  'Player Points',
  'Player Rebounds',
  'Player Assists',
  'Player Threes',
  'Match Winner',
  'Total Runs',
  'Team Total Runs',
  'Next Over Runs',
  'Wicket Method',
  'Most Sixes',
  'Top Batsman',
  'Top Bowler',
  'Set Betting',
  'Game Handicap',
  'Total Games',
  'Next Game',
  'Tie Break In Match',
  'Player Aces',
  'Anytime Touchdown Scorer',
  'Player Passing Yards',
  'Player Rushing Yards',
  'Line',
  'Player Disposals',
  'Point Handicap',
  'Run Line',
  'Player Hits',
  'Pitcher Strikeouts',
  'Fight Result',
  'Fight Winner',
  'Method Of Victory',
  'Total Rounds',
  'Round Betting',
  'Map Handicap',
  'Total Maps',
  'Correct Map Score',
  'Total Goals',
  'Puck Line',
  'Anytime Try Scorer',
  'Leg Handicap',
  'Total Legs',
  'Highest Checkout',
  'Most 180s',
  'Frame Handicap',
  'Total Frames',
  'Century Break',
  'Highest Break',
  'Pistol Round Winner',
  'First Blood',
  'First Roshan',
  'Winner',
  'Highest Scoring Half',
  'To Win Both Halves',
  'To Win Either Half',
  'To Score In Both Halves',
  'Result/Both Teams To Score',
  'Result/Total Goals',
  'Exact Total Goals',
  'Clean Sheet',
  'To Win To Nil',
  'Most Corners',
  'Anytime Goalscorer',
  'First Goalscorer',
  'Last Goalscorer',
  'Halves',
  'Result Combinations',
  'Exact Goals',
] as const

/** Outcomes whose name is a word rather than a team's or a player's. */
export const outcomeNames = [
  'Draw',
  'Yes',
  'No',
  'Odd',
  'Even',
  'Any Other Score',
  'No Goal',
  'Tie',
  'Neither',
  'No Goalscorer',
] as const

/**
 * Names made of words and values, tried in this order: a team's name ({team}, {other},
 * {competition}) and numbers ({line}, {n}, {to}) are kept as they are, a {period}, a {market} and
 * the {first} and {second} of a pair of outcomes are translated in their turn.
 */
export const nameTemplates = {
  periodMarket: '{period} - {market}',
  nextGoal: 'Goal {n} - Next Goal',
  raceTo: 'Race To {n} Points',
  periodRaceTo: '{period} Race To {n} Points',
  periodWinner: '{period} Winner',
  periodGameWinner: '{period} Game {n} Winner',
  totalGoals: 'Total Goals {line}',
  totalPoints: 'Total Points {line}',
  totalRuns: 'Total Runs {line}',
  totalMaps: 'Total Maps {line}',
  teamTotalGoals: '{team} Total Goals {line}',
  teamTotalPoints: '{team} Total Points {line}',
  teamTotalRuns: '{team} Total Runs {line}',
  totalCorners: 'Total Corners {line}',
  totalCards: 'Total Cards {line}',
  totalGames: 'Total Games {line}',
  teamTotalCorners: '{team} Total Corners {line}',
  teamTotalCards: '{team} Total Cards {line}',
  teamTotalGames: '{team} Total Games {line}',
  asianHandicap: 'Asian Handicap {team} {line}',
  handicap: 'Handicap {team} {line}',
  gameHandicap: 'Game Handicap {team} {line}',
  puckLine: 'Puck Line {team} {line}',
  runLine: 'Run Line {team} {line}',
  mapHandicap: 'Map Handicap {team} {line}',
  over: 'Over {line}',
  under: 'Under {line}',
  drawLine: 'Draw {line}',
  teamOrDraw: '{team} or Draw',
  drawOrTeam: 'Draw or {team}',
  teamOrTeam: '{team} or {other}',
  outright: '{competition} - Winner',
  winBy: '{team} by {n}',
  winByOrMore: '{team} by {n}+',
  winByRange: '{team} by {n}-{to}',
  outcomePair: '{first}/{second}',
  outcomeAnd: '{first} & {second}',
} as const

/**
 * Periods: whole ones by name, numbered ones by kind, {n} the number (English writes it as an
 * ordinal, '1st Half', where a translation writes {n} as its language does).
 */
export const periodNames = {
  FT: 'Full Time',
  F5: 'First 5 Innings',
  OT: 'Overtime',
  ET: 'Extra Time',
  PEN: 'Penalties',
  half: '{n} Half',
  quarter: '{n} Quarter',
  period: '{n} Period',
  innings: '{n} Innings',
  set: 'Set {n}',
  game: 'Game {n}',
  map: 'Map {n}',
} as const

/**
 * Words of competitions and regions that are not a country's name: a region such as
 * 'International', or a competition's qualifier after its proper name ('Serie A Women').
 */
export const competitionWords = [
  'International',
  'World',
  'Europe',
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'League',
  'Cup',
  'Women',
  'Youth',
  'Reserves',
  'Friendlies',
  'Qualifiers',
  'Playoffs',
  'U17',
  'U19',
  'U20',
  'U21',
  'U23',
] as const

/** The words that qualify a competition after its proper name, which stays as it is. */
export const qualifierWords = [
  'Women',
  'Youth',
  'Reserves',
  'U17',
  'U19',
  'U20',
  'U21',
  'U23',
] as const satisfies readonly CompetitionWord[]

/**
 * The names every language writes as English does, in one list rather than a copy in each
 * language's file: a code (1X2), and templates of punctuation alone. A language may still write
 * its own.
 */
export const sharedNames = {
  markets: ['1X2'],
  templates: ['periodMarket', 'outcomePair', 'outcomeAnd'],
} as const satisfies { markets: readonly MarketName[]; templates: readonly NameTemplate[] }

export type MarketName = (typeof marketNames)[number]
export type OutcomeName = (typeof outcomeNames)[number]
export type NameTemplate = keyof typeof nameTemplates
export type PeriodName = keyof typeof periodNames
export type CompetitionWord = (typeof competitionWords)[number]
