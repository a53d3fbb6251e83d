import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Kedvencek',
  'favourites.star': 'Kedvenc: {event}',
  'favourites.none':
    'Még nincsenek kedvenceid. Koppints egy esemény melletti csillagra, hogy itt kövesd.',
  'favourites.loading': 'Kedvenceid betöltése…',
  'favourites.failed': 'A kedvenceidet most nem sikerült betölteni.',
} satisfies Dictionary
