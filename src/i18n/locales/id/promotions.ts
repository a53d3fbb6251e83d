import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promosi',
  'promotions.loading': 'Memuat promosi…',
  'promotions.failed': 'Promosi tidak dapat dimuat ({reason}).',
  'promotions.none': 'Saat ini belum ada promosi untuk Anda.',
  'promotions.members': 'Anggota melihat penawaran khusus untuk mereka.',
} satisfies Dictionary
