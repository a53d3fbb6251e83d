import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Pojedynczy',
  'betTypes.system': 'Zakład systemowy',
  'betTypes.double': 'Podwójny',
  'betTypes.treble': 'Potrójny',
  'betTypes.accumulator': 'AKO z {legs} zdarzeń',
  'betTypes.doubles': 'Podwójne',
  'betTypes.trebles': 'Potrójne',
  'betTypes.folds': 'AKO po {size}',
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
