import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'シングル',
  'betTypes.system': 'システムベット',
  'betTypes.double': 'ダブル',
  'betTypes.treble': 'トレブル',
  'betTypes.accumulator': '{legs}フォールド・アキュムレーター',
  'betTypes.doubles': 'ダブルス',
  'betTypes.trebles': 'トレブルス',
  'betTypes.folds': '{size}フォールド（全組み合わせ）',
  'betTypes.trixie': 'トリクシー',
  'betTypes.patent': 'パテント',
  'betTypes.yankee': 'ヤンキー',
  'betTypes.lucky15': 'ラッキー15',
  'betTypes.canadian': 'カナディアン',
  'betTypes.lucky31': 'ラッキー31',
  'betTypes.heinz': 'ハインツ',
  'betTypes.lucky63': 'ラッキー63',
  'betTypes.superHeinz': 'スーパーハインツ',
  'betTypes.goliath': 'ゴライアス',
} satisfies Dictionary
