import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Avataan: {product}…',
  'partners.notOffered': '{product} ei ole tarjolla tällä sivustolla.',
  'partners.failed': 'Kohdetta {product} ei voitu avata ({reason}).',
  'partners.guest': 'Pelaat vieraana. Kirjaudu sisään pelataksesi oikealla rahalla.',
  'partners.openInTab': 'Avaa {product} uudessa välilehdessä',
} satisfies Dictionary
