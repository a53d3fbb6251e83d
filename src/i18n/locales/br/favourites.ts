import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoritos',
  'favourites.star': 'Favoritar {event}',
  'favourites.none':
    'Você ainda não tem favoritos. Toque na estrela ao lado de um evento para acompanhá-lo aqui.',
  'favourites.loading': 'Carregando seus favoritos…',
  'favourites.failed': 'Não foi possível carregar seus favoritos agora.',
} satisfies Dictionary
