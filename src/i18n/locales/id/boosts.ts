import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Peningkatan odds',
  'boosts.was': 'sebelumnya {price}',
  'boosts.maxStake': 'Taruhan tunggal hingga {amount}',
  'boosts.modal.title': 'Odds ditingkatkan',
  'boosts.modal.starts': 'Mulai {time}',
  'boosts.modal.terms':
    'Odds yang ditingkatkan berlaku untuk taruhan tunggal, hingga {amount} per taruhan. Dalam mix parlay atau taruhan sistem, pilihan ini dihitung dengan odds pasaran biasa.',
  'boosts.modal.ends': 'Penawaran berakhir {time}',
  'boosts.modal.suspended': 'Taruhan pada pilihan ini sedang ditangguhkan.',
  'boosts.modal.add': 'Tambahkan ke slip taruhan',
  'boosts.modal.remove': 'Hapus dari slip taruhan',
  'boosts.modal.close': 'Tutup',
} satisfies Dictionary
