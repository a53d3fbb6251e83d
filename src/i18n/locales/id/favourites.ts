import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favorit',
  'favourites.star': 'Favoritkan {event}',
  'favourites.none':
    'Belum ada favorit. Ketuk bintang di samping pertandingan untuk mengikutinya di sini.',
  'favourites.loading': 'Memuat favorit Anda…',
  'favourites.failed': 'Favorit Anda tidak dapat dimuat saat ini.',
} satisfies Dictionary
