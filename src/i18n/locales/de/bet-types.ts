import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Einzelwette',
  'betTypes.system': 'Systemwette',
  'betTypes.double': 'Zweierkombi',
  'betTypes.treble': 'Dreierkombi',
  'betTypes.accumulator': '{legs}er-Kombi',
  'betTypes.doubles': 'Zweierkombis',
  'betTypes.trebles': 'Dreierkombis',
  'betTypes.folds': '{size}er-Kombis',
  'betTypes.trixie': 'Trixie',
  'betTypes.patent': 'Patent',
  'betTypes.yankee': 'Yankee',
  'betTypes.lucky15': 'Lucky 15',
  'betTypes.canadian': 'Super Yankee',
  'betTypes.lucky31': 'Lucky 31',
  'betTypes.heinz': 'Heinz',
  'betTypes.lucky63': 'Lucky 63',
  'betTypes.superHeinz': 'Super Heinz',
  'betTypes.goliath': 'Goliath',
} satisfies Dictionary
