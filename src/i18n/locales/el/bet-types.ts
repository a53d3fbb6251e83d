import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Μονό',
  'betTypes.system': 'Σύστημα',
  'betTypes.double': 'Διπλό',
  'betTypes.treble': 'Τριπλό',
  'betTypes.accumulator': 'Παρολί {legs} επιλογών',
  'betTypes.doubles': 'Διπλά',
  'betTypes.trebles': 'Τριπλά',
  'betTypes.folds': 'Παρολί των {size}',
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
