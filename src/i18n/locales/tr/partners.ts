import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product} açılıyor…',
  'partners.notOffered': '{product} bu sitede sunulmuyor.',
  'partners.failed': '{product} açılamadı ({reason}).',
  'partners.guest': 'Misafir olarak oynuyorsunuz. Parayla oynamak için giriş yapın.',
  'partners.openInTab': 'Yeni sekmede aç: {product}',
} satisfies Dictionary
