import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': '赔率提升',
  'boosts.was': '原为 {price}',
  'boosts.maxStake': '单注最高 {amount}',
  'boosts.modal.title': '赔率提升',
  'boosts.modal.starts': '开始时间 {time}',
  'boosts.modal.terms':
    '提升后的赔率仅适用于单注，每注最高 {amount}。在串关或系统投注中，此选项按市场赔率计算。',
  'boosts.modal.ends': '优惠截止 {time}',
  'boosts.modal.suspended': '此选项目前暂停投注。',
  'boosts.modal.add': '加入投注单',
  'boosts.modal.remove': '从投注单移除',
  'boosts.modal.close': '关闭',
} satisfies Dictionary
