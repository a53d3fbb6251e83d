import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promoções',
  'promotions.loading': 'A carregar as promoções…',
  'promotions.failed': 'Não foi possível carregar as promoções ({reason}).',
  'promotions.none': 'De momento não há promoções para si.',
  'promotions.members': 'Os clientes registados veem ofertas feitas para eles.',
} satisfies Dictionary
