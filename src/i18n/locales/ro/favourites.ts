import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favorite',
  'favourites.star': 'Adaugă {event} la favorite',
  'favourites.none':
    'Nicio favorită încă. Atinge steaua de lângă un eveniment ca să-l urmărești aici.',
  'favourites.loading': 'Se încarcă favoritele tale…',
  'favourites.failed': 'Favoritele tale nu au putut fi încărcate acum.',
} satisfies Dictionary
