import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Simples',
  'betTypes.system': 'Aposta de sistema',
  'betTypes.double': 'Dupla',
  'betTypes.treble': 'Tripla',
  'betTypes.accumulator': 'Múltipla de {legs}',
  'betTypes.doubles': 'Duplas',
  'betTypes.trebles': 'Triplas',
  'betTypes.folds': 'Múltiplas de {size}',
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
