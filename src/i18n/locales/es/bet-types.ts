import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Simple',
  'betTypes.system': 'Apuesta de sistema',
  'betTypes.double': 'Doble',
  'betTypes.treble': 'Triple',
  'betTypes.accumulator': 'Combinada de {legs}',
  'betTypes.doubles': 'Dobles',
  'betTypes.trebles': 'Triples',
  'betTypes.folds': 'Combinadas de {size}',
  'betTypes.trixie': 'Trixie',
  'betTypes.patent': 'Patent',
  'betTypes.yankee': 'Yankee',
  'betTypes.lucky15': 'Lucky 15',
  'betTypes.canadian': 'Canadiense',
  'betTypes.lucky31': 'Lucky 31',
  'betTypes.heinz': 'Heinz',
  'betTypes.lucky63': 'Lucky 63',
  'betTypes.superHeinz': 'Super Heinz',
  'betTypes.goliath': 'Goliat',
} satisfies Dictionary
