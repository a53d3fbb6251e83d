import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promozioni',
  'promotions.loading': 'Caricamento delle promozioni…',
  'promotions.failed': 'Non è stato possibile caricare le promozioni ({reason}).',
  'promotions.none': 'Al momento non ci sono promozioni per te.',
  'promotions.members': 'I clienti registrati vedono le offerte pensate per loro.',
} satisfies Dictionary
