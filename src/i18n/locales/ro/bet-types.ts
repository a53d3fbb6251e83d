import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Simplu',
  'betTypes.system': 'Pariu sistem',
  'betTypes.double': 'Dublu',
  'betTypes.treble': 'Triplu',
  'betTypes.accumulator': 'Combinat din {legs} selecții',
  'betTypes.doubles': 'Duble',
  'betTypes.trebles': 'Triple',
  'betTypes.folds': 'Combinate din {size} selecții',
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
