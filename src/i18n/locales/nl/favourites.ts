import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favorieten',
  'favourites.star': '{event} als favoriet',
  'favourites.none':
    'Nog geen favorieten. Tik op de ster naast een evenement om het hier te volgen.',
  'favourites.loading': 'Je favorieten worden geladen…',
  'favourites.failed': 'Je favorieten konden nu niet worden geladen.',
} satisfies Dictionary
