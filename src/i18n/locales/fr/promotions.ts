import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promotions',
  'promotions.loading': 'Chargement des promotions…',
  'promotions.failed': "Les promotions n'ont pas pu être chargées ({reason}).",
  'promotions.none': 'Aucune promotion pour vous en ce moment.',
  'promotions.members': 'Les membres voient les offres qui leur sont destinées.',
} satisfies Dictionary
