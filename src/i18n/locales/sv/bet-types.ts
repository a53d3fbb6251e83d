import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Singel',
  'betTypes.system': 'Systemspel',
  'betTypes.double': 'Dubbel',
  'betTypes.treble': 'Trippel',
  'betTypes.accumulator': 'Kombination med {legs}',
  'betTypes.doubles': 'Dubblar',
  'betTypes.trebles': 'Tripplar',
  'betTypes.folds': 'Kombinationer med {size}',
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
