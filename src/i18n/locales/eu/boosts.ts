import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Kuota hobetuak',
  'boosts.was': 'lehen {price}',
  'boosts.maxStake': 'Bakunak gehienez {amount}',
  'boosts.modal.title': 'Kuota hobetua',
  'boosts.modal.starts': 'Hasiera: {time}',
  'boosts.modal.terms':
    'Kuota hobetua apustu bakunetarako da, gehienez {amount} apustuko. Konbinatu batean edo sistema-apustu batean, aukera honek merkatuko kuota du.',
  'boosts.modal.ends': 'Eskaintzaren amaiera: {time}',
  'boosts.modal.suspended': 'Aukera honen aldeko apustuak etenda daude oraintxe.',
  'boosts.modal.add': 'Gehitu apustu-txartelera',
  'boosts.modal.remove': 'Kendu apustu-txarteletik',
  'boosts.modal.close': 'Itxi',
} satisfies Dictionary
