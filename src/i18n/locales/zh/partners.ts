import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '正在打开 {product}…',
  'partners.notOffered': '本站不提供 {product}。',
  'partners.failed': '无法打开 {product}（{reason}）。',
  'partners.guest': '您正以访客身份游戏。登录后即可用真钱游戏。',
  'partners.openInTab': '在新标签页中打开 {product}',
} satisfies Dictionary
