import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Se deschide {product}…',
  'partners.notOffered': '{product} nu este oferit pe acest site.',
  'partners.failed': '{product} nu a putut fi deschis ({reason}).',
  'partners.guest': 'Joci ca invitat. Autentifică-te ca să joci pe bani reali.',
  'partners.openInTab': 'Deschide {product} într-o filă nouă',
} satisfies Dictionary
