import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'เดิมพันเดี่ยว',
  'betTypes.system': 'เดิมพันแบบระบบ',
  'betTypes.double': 'สเต็ป 2 คู่',
  'betTypes.treble': 'สเต็ป 3 คู่',
  'betTypes.accumulator': 'สเต็ป {legs} คู่',
  'betTypes.doubles': 'สเต็ป 2 คู่ทุกชุด',
  'betTypes.trebles': 'สเต็ป 3 คู่ทุกชุด',
  'betTypes.folds': 'สเต็ป {size} คู่ทุกชุด',
  'betTypes.trixie': 'Trixie (3 คู่ 4 รายการ)',
  'betTypes.patent': 'Patent (3 คู่ 7 รายการ)',
  'betTypes.yankee': 'Yankee (4 คู่ 11 รายการ)',
  'betTypes.lucky15': 'Lucky 15 (4 คู่ 15 รายการ)',
  'betTypes.canadian': 'Canadian (5 คู่ 26 รายการ)',
  'betTypes.lucky31': 'Lucky 31 (5 คู่ 31 รายการ)',
  'betTypes.heinz': 'Heinz (6 คู่ 57 รายการ)',
  'betTypes.lucky63': 'Lucky 63 (6 คู่ 63 รายการ)',
  'betTypes.superHeinz': 'Super Heinz (7 คู่ 120 รายการ)',
  'betTypes.goliath': 'Goliath (8 คู่ 247 รายการ)',
} satisfies Dictionary
