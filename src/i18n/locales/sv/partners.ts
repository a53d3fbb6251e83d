import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Öppnar {product}…',
  'partners.notOffered': '{product} erbjuds inte på den här sajten.',
  'partners.failed': '{product} kunde inte öppnas ({reason}).',
  'partners.guest': 'Du spelar som gäst. Logga in för att spela om riktiga pengar.',
  'partners.openInTab': 'Öppna {product} i en ny flik',
} satisfies Dictionary
