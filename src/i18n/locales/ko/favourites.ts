import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': '즐겨찾기',
  'favourites.star': '즐겨찾기: {event}',
  'favourites.none': '아직 즐겨찾기가 없습니다. 경기 옆의 별을 눌러 여기서 팔로우하세요.',
  'favourites.loading': '즐겨찾기를 불러오는 중…',
  'favourites.failed': '지금은 즐겨찾기를 불러올 수 없습니다.',
} satisfies Dictionary
