import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Oran artırımları',
  'boosts.was': 'önceki {price}',
  'boosts.maxStake': 'Tekli en fazla {amount}',
  'boosts.modal.title': 'Oran artırımı',
  'boosts.modal.starts': 'Başlangıç {time}',
  'boosts.modal.terms':
    'Artırılmış oran teklilerde, bahis başına en fazla {amount} için geçerlidir. Kombine veya sistem bahsinde bu seçim normal oranla hesaplanır.',
  'boosts.modal.ends': 'Teklif bitişi {time}',
  'boosts.modal.suspended': 'Bu seçime bahis şu anda askıda.',
  'boosts.modal.add': 'Kupona ekle',
  'boosts.modal.remove': 'Kupondan çıkar',
  'boosts.modal.close': 'Kapat',
} satisfies Dictionary
