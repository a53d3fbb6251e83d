import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Tunggal',
  'betTypes.system': 'Taruhan sistem',
  'betTypes.double': 'Parlay 2 tim',
  'betTypes.treble': 'Parlay 3 tim',
  'betTypes.accumulator': 'Parlay {legs} tim',
  'betTypes.doubles': 'Semua parlay 2 tim',
  'betTypes.trebles': 'Semua parlay 3 tim',
  'betTypes.folds': 'Semua parlay {size} tim',
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
} satisfies Dictionary
