import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Ulubione',
  'favourites.star': 'Dodaj do ulubionych: {event}',
  'favourites.none':
    'Nie masz jeszcze ulubionych. Kliknij gwiazdkę przy wydarzeniu, aby śledzić je tutaj.',
  'favourites.loading': 'Wczytywanie ulubionych…',
  'favourites.failed': 'Nie udało się teraz wczytać ulubionych.',
} satisfies Dictionary
