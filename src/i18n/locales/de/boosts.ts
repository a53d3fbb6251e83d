import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Quotenboosts',
  'boosts.was': 'vorher {price}',
  'boosts.maxStake': 'Einzelwetten bis {amount}',
  'boosts.modal.title': 'Quotenboost',
  'boosts.modal.starts': 'Beginnt {time}',
  'boosts.modal.terms':
    'Die geboostete Quote gilt für Einzelwetten bis {amount} pro Wette. In einer Kombi- oder Systemwette zählt dieser Tipp mit der regulären Quote.',
  'boosts.modal.ends': 'Angebot endet {time}',
  'boosts.modal.suspended': 'Wetten auf diesen Tipp sind gerade gesperrt.',
  'boosts.modal.add': 'Zum Wettschein hinzufügen',
  'boosts.modal.remove': 'Vom Wettschein entfernen',
  'boosts.modal.close': 'Schließen',
} satisfies Dictionary
