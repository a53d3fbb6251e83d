import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Singola',
  'betTypes.system': 'Sistema',
  'betTypes.double': 'Doppia',
  'betTypes.treble': 'Tripla',
  'betTypes.accumulator': 'Multipla da {legs}',
  'betTypes.doubles': 'Doppie',
  'betTypes.trebles': 'Triple',
  'betTypes.folds': 'Multiple da {size}',
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
