import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Simple',
  'betTypes.system': 'Pari système',
  'betTypes.double': 'Double',
  'betTypes.treble': 'Triple',
  'betTypes.accumulator': 'Combiné {legs} sélections',
  'betTypes.doubles': 'Doubles',
  'betTypes.trebles': 'Triples',
  'betTypes.folds': 'Combinés {size} sélections',
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
