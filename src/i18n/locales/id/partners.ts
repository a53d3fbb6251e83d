import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Membuka {product}…',
  'partners.notOffered': '{product} tidak tersedia di situs ini.',
  'partners.failed': '{product} tidak dapat dibuka ({reason}).',
  'partners.guest': 'Anda bermain sebagai tamu. Masuk untuk bermain dengan uang asli.',
  'partners.openInTab': 'Buka {product} di tab baru',
} satisfies Dictionary
