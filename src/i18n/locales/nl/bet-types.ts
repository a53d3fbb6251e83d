import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Enkel',
  'betTypes.system': 'Systeemweddenschap',
  'betTypes.double': 'Dubbel',
  'betTypes.treble': 'Trippel',
  'betTypes.accumulator': 'Combi van {legs}',
  'betTypes.doubles': 'Dubbels',
  'betTypes.trebles': 'Trippels',
  'betTypes.folds': "Combi's van {size}",
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
