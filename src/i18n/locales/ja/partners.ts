import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product}を開いています…',
  'partners.notOffered': '{product}はこのサイトでは提供していません。',
  'partners.failed': '{product}を開けませんでした（{reason}）。',
  'partners.guest': 'ゲストとしてプレイ中です。リアルマネーで遊ぶにはログインしてください。',
  'partners.openInTab': '{product}を新しいタブで開く',
} satisfies Dictionary
