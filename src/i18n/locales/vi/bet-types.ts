import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Cược đơn',
  'betTypes.system': 'Cược hệ thống',
  'betTypes.double': 'Xiên 2',
  'betTypes.treble': 'Xiên 3',
  'betTypes.accumulator': 'Xiên {legs}',
  'betTypes.doubles': 'Các cược xiên 2',
  'betTypes.trebles': 'Các cược xiên 3',
  'betTypes.folds': 'Các cược xiên {size}',
  'betTypes.trixie': 'Trixie (3 xiên 4)',
  'betTypes.patent': 'Patent (3 xiên 7)',
  'betTypes.yankee': 'Yankee (4 xiên 11)',
  'betTypes.lucky15': 'Lucky 15 (4 xiên 15)',
  'betTypes.canadian': 'Canadian (5 xiên 26)',
  'betTypes.lucky31': 'Lucky 31 (5 xiên 31)',
  'betTypes.heinz': 'Heinz (6 xiên 57)',
  'betTypes.lucky63': 'Lucky 63 (6 xiên 63)',
  'betTypes.superHeinz': 'Super Heinz (7 xiên 120)',
  'betTypes.goliath': 'Goliath (8 xiên 247)',
} satisfies Dictionary
