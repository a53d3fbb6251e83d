import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': '收藏',
  'favourites.star': '收藏：{event}',
  'favourites.none': '还没有收藏。点击赛事旁的星标，即可在这里关注它。',
  'favourites.loading': '正在加载您的收藏…',
  'favourites.failed': '暂时无法加载您的收藏。',
} satisfies Dictionary
