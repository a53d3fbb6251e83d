import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Yêu thích',
  'favourites.star': 'Yêu thích: {event}',
  'favourites.none':
    'Chưa có mục yêu thích. Chạm vào ngôi sao cạnh một trận đấu để theo dõi tại đây.',
  'favourites.loading': 'Đang tải mục yêu thích…',
  'favourites.failed': 'Hiện không tải được mục yêu thích của bạn.',
} satisfies Dictionary
