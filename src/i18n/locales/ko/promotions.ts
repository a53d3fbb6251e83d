import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': '프로모션',
  'promotions.loading': '프로모션을 불러오는 중…',
  'promotions.failed': '프로모션을 불러오지 못했습니다 ({reason}).',
  'promotions.none': '지금은 회원님께 해당하는 프로모션이 없습니다.',
  'promotions.members': '회원에게는 맞춤 혜택이 표시됩니다.',
} satisfies Dictionary
