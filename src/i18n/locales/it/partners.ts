import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Apertura di {product}…',
  'partners.notOffered': '{product} non è disponibile su questo sito.',
  'partners.failed': 'Non è stato possibile aprire {product} ({reason}).',
  'partners.guest': 'Stai giocando come ospite. Accedi per giocare con denaro reale.',
  'partners.openInTab': 'Apri {product} in una nuova scheda',
} satisfies Dictionary
