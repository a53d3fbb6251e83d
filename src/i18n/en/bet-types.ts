// The names of the kinds of bet (singles, multiples and the system table's bets, docs/system-bets.md),
// shared by the betslip and My bets: one name for one bet type wherever it is shown.

export const betTypes = {
  'betTypes.single': 'Single',
  'betTypes.system': 'System bet',
  'betTypes.double': 'Double',
  'betTypes.treble': 'Treble',
  'betTypes.accumulator': '{legs}-Fold Accumulator',
  'betTypes.doubles': 'Doubles',
  'betTypes.trebles': 'Trebles',
  'betTypes.folds': '{size}-Folds',
  'betTypes.trixie': 'Trixie',
  'betTypes.patent': 'Patent',
  'betTypes.yankee': 'Yankee',
  'betTypes.lucky15': 'Lucky 15',
  'betTypes.canadian': 'Canadian',
  'betTypes.lucky31': 'Lucky 31',
  'betTypes.heinz': 'Heinz',
  'betTypes.lucky63': 'Lucky 63',
  'betTypes.superHeinz': 'Super Heinz',
  'betTypes.goliath': 'Goliath',
} as const
