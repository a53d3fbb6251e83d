import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Bakuna',
  'betTypes.system': 'Sistema-apustua',
  'betTypes.double': 'Bikoitza',
  'betTypes.treble': 'Hirukoitza',
  'betTypes.accumulator': '{legs} aukerako konbinatua',
  'betTypes.doubles': 'Bikoitzak',
  'betTypes.trebles': 'Hirukoitzak',
  'betTypes.folds': '{size} aukerako konbinatuak',
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
