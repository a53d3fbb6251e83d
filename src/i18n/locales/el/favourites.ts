import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Αγαπημένα',
  'favourites.star': 'Στα αγαπημένα: {event}',
  'favourites.none':
    'Δεν έχεις ακόμη αγαπημένα. Πάτησε το αστέρι δίπλα σε έναν αγώνα για να τον παρακολουθείς εδώ.',
  'favourites.loading': 'Φόρτωση των αγαπημένων σου…',
  'favourites.failed': 'Τα αγαπημένα σου δεν φόρτωσαν αυτή τη στιγμή.',
} satisfies Dictionary
