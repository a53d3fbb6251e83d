import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Tekli',
  'betTypes.system': 'Sistem',
  'betTypes.double': 'İkili kombine',
  'betTypes.treble': 'Üçlü kombine',
  'betTypes.accumulator': '{legs} maçlık kombine',
  'betTypes.doubles': 'İkili kombineler',
  'betTypes.trebles': 'Üçlü kombineler',
  'betTypes.folds': '{size} maçlık kombineler',
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
