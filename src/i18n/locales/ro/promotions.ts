import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promoții',
  'promotions.loading': 'Se încarcă promoțiile…',
  'promotions.failed': 'Promoțiile nu au putut fi încărcate ({reason}).',
  'promotions.none': 'Momentan nu sunt promoții pentru tine.',
  'promotions.members': 'Clienții văd ofertele făcute pentru ei.',
} satisfies Dictionary
