import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promosyonlar',
  'promotions.loading': 'Promosyonlar yükleniyor…',
  'promotions.failed': 'Promosyonlar yüklenemedi ({reason}).',
  'promotions.none': 'Şu anda size uygun promosyon yok.',
  'promotions.members': 'Üyeler kendilerine özel teklifleri görür.',
} satisfies Dictionary
