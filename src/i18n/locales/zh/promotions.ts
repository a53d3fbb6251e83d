import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': '优惠活动',
  'promotions.loading': '正在加载优惠活动…',
  'promotions.failed': '优惠活动加载失败（{reason}）。',
  'promotions.none': '目前没有适合您的优惠活动。',
  'promotions.members': '会员可以看到专属优惠。',
} satisfies Dictionary
