import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoritos',
  'favourites.star': 'Favorito: {event}',
  'favourites.none':
    'Aún no tienes favoritos. Toca la estrella junto a un evento para seguirlo aquí.',
  'favourites.loading': 'Cargando tus favoritos…',
  'favourites.failed': 'No se han podido cargar tus favoritos en este momento.',
} satisfies Dictionary
