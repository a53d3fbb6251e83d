import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Ординар',
  'betTypes.system': 'Система',
  'betTypes.double': 'Экспресс из 2',
  'betTypes.treble': 'Экспресс из 3',
  'betTypes.accumulator': 'Экспресс из {legs}',
  'betTypes.doubles': 'Экспрессы по 2',
  'betTypes.trebles': 'Экспрессы по 3',
  'betTypes.folds': 'Экспрессы по {size}',
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
