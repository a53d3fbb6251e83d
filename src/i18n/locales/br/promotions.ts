import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promoções',
  'promotions.loading': 'Carregando as promoções…',
  'promotions.failed': 'Não foi possível carregar as promoções ({reason}).',
  'promotions.none': 'Não há promoções para você agora.',
  'promotions.members': 'Clientes cadastrados veem ofertas feitas para eles.',
} satisfies Dictionary
