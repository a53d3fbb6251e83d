import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoritos',
  'favourites.star': 'Favorito: {event}',
  'favourites.none':
    'Ainda não tem favoritos. Toque na estrela junto a um evento para o acompanhar aqui.',
  'favourites.loading': 'A carregar os seus favoritos…',
  'favourites.failed': 'Não foi possível carregar os seus favoritos neste momento.',
} satisfies Dictionary
