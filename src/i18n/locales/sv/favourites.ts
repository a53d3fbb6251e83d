import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoriter',
  'favourites.star': 'Favoritmarkera {event}',
  'favourites.none':
    'Inga favoriter än. Tryck på stjärnan bredvid ett evenemang för att följa det här.',
  'favourites.loading': 'Dina favoriter laddas…',
  'favourites.failed': 'Dina favoriter kunde inte laddas just nu.',
} satisfies Dictionary
