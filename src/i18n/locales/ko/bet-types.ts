import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': '싱글',
  'betTypes.system': '시스템 베팅',
  'betTypes.double': '더블',
  'betTypes.treble': '트레블',
  'betTypes.accumulator': '{legs}폴더 멀티',
  'betTypes.doubles': '더블 조합',
  'betTypes.trebles': '트레블 조합',
  'betTypes.folds': '{size}폴더 조합',
  'betTypes.trixie': '트릭시',
  'betTypes.patent': '페이턴트',
  'betTypes.yankee': '양키',
  'betTypes.lucky15': '럭키 15',
  'betTypes.canadian': '캐나디안',
  'betTypes.lucky31': '럭키 31',
  'betTypes.heinz': '하인즈',
  'betTypes.lucky63': '럭키 63',
  'betTypes.superHeinz': '슈퍼 하인즈',
  'betTypes.goliath': '골리앗',
} satisfies Dictionary
