import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': '单注',
  'betTypes.system': '复式投注',
  'betTypes.double': '2串1',
  'betTypes.treble': '3串1',
  'betTypes.accumulator': '{legs}串1',
  'betTypes.doubles': '全部2串1',
  'betTypes.trebles': '全部3串1',
  'betTypes.folds': '全部{size}串1',
  'betTypes.trixie': '3串4',
  'betTypes.patent': '3串7',
  'betTypes.yankee': '4串11',
  'betTypes.lucky15': '4串15',
  'betTypes.canadian': '5串26',
  'betTypes.lucky31': '5串31',
  'betTypes.heinz': '6串57',
  'betTypes.lucky63': '6串63',
  'betTypes.superHeinz': '7串120',
  'betTypes.goliath': '8串247',
} satisfies Dictionary
