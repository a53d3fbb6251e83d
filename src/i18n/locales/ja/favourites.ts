import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'お気に入り',
  'favourites.star': 'お気に入り：{event}',
  'favourites.none':
    'お気に入りはまだありません。試合の横の星をタップすると、ここでフォローできます。',
  'favourites.loading': 'お気に入りを読み込んでいます…',
  'favourites.failed': '現在お気に入りを読み込めませんでした。',
} satisfies Dictionary
