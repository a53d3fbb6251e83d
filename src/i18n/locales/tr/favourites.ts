import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoriler',
  'favourites.star': 'Favorilere ekle: {event}',
  'favourites.none':
    'Henüz favoriniz yok. Burada takip etmek için bir karşılaşmanın yanındaki yıldıza dokunun.',
  'favourites.loading': 'Favorileriniz yükleniyor…',
  'favourites.failed': 'Favorileriniz şu anda yüklenemedi.',
} satisfies Dictionary
