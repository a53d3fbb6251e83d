import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Yksittäisveto',
  'betTypes.system': 'Järjestelmäveto',
  'betTypes.double': 'Tupla',
  'betTypes.treble': 'Tripla',
  'betTypes.accumulator': '{legs} kohteen yhdistelmä',
  'betTypes.doubles': 'Tuplat',
  'betTypes.trebles': 'Triplat',
  'betTypes.folds': '{size} kohteen yhdistelmät',
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
