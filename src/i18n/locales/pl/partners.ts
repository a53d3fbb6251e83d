import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Otwieranie: {product}…',
  'partners.notOffered': '{product} nie jest dostępny w tym serwisie.',
  'partners.failed': 'Nie udało się otworzyć: {product} ({reason}).',
  'partners.guest': 'Grasz jako gość. Zaloguj się, aby grać na pieniądze.',
  'partners.openInTab': 'Otwórz {product} w nowej karcie',
} satisfies Dictionary
