import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'マルチビュー',
  'pins.pin': '{event}をマルチビューに固定',
  'pins.unpin': '{event}の固定を解除',
  'pins.none':
    'まだ何も固定されていません。ライブ一覧、スポーツのページ、試合のページからライブの試合を固定すると、ここで並べて観戦できます。',
  'pins.count': '固定中：{count}/{max}',
  'pins.page': '試合 {from}〜{to}',
  'pins.loading': '試合を読み込んでいます…',
  'pins.gone': 'この試合は販売を終了しました。',
  'pins.markets': 'マーケット',
  'pins.chooseMarkets': '{event}に表示するマーケット',
  'pins.marketsHint': '最大{max}件まで選べます。選ばない場合はメインマーケットを表示します。',
  'pins.close': '閉じる',
  'pins.suspended': '一時停止中',
  'pins.lastMoments': '直近の出来事',
  'pins.noMoments': 'まだ出来事はありません',
  'pins.alerts': '試合アラート',
  'pins.alert.goal': 'ゴール！{event}で{team}が得点',
  'pins.alert.red-card': '{event}で{team}にレッドカード',
  'pins.alert.set-won': '{event}で{team}がセットを獲得',
  'pins.alert.map-won': '{event}で{team}がマップを獲得',
  'pins.alert.market-reopened': '{event}の{market}が再開しました',
  'pins.alert.match-end': '{event}が終了しました',
  'pins.betNow': '今すぐベット',
  'pins.dismiss': '閉じる',
} satisfies Dictionary
