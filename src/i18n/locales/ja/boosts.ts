import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'オッズブースト',
  'boosts.was': '元 {price}',
  'boosts.maxStake': 'シングルは{amount}まで',
  'boosts.modal.title': 'オッズブースト',
  'boosts.modal.starts': '開始 {time}',
  'boosts.modal.terms':
    'ブーストオッズはシングルのみ、1ベット{amount}まで有効です。マルチやシステムベットでは、この選択は通常のオッズで計算されます。',
  'boosts.modal.ends': '終了 {time}',
  'boosts.modal.suspended': 'この選択へのベットは現在一時停止中です。',
  'boosts.modal.add': 'ベットスリップに追加',
  'boosts.modal.remove': 'ベットスリップから削除',
  'boosts.modal.close': '閉じる',
} satisfies Dictionary
