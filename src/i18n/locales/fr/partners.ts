import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Ouverture de {product}…',
  'partners.notOffered': "{product} n'est pas proposé sur ce site.",
  'partners.failed': "{product} n'a pas pu être ouvert ({reason}).",
  'partners.guest':
    "Vous jouez en tant qu'invité. Connectez-vous pour jouer avec de l'argent réel.",
  'partners.openInTab': 'Ouvrir {product} dans un nouvel onglet',
} satisfies Dictionary
