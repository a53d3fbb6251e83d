import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Single',
  'betTypes.system': 'System bet',
  'betTypes.double': 'Double',
  'betTypes.treble': 'Treble',
  'betTypes.accumulator': 'Multibet ({legs} games)',
  'betTypes.doubles': 'Doubles',
  'betTypes.trebles': 'Trebles',
  'betTypes.folds': '{size}-game multibets',
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
