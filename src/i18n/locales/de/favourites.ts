import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoriten',
  'favourites.star': '{event} als Favorit markieren',
  'favourites.none':
    'Noch keine Favoriten. Tippe auf den Stern neben einem Ereignis, um ihm hier zu folgen.',
  'favourites.loading': 'Deine Favoriten werden geladen…',
  'favourites.failed': 'Deine Favoriten konnten gerade nicht geladen werden.',
} satisfies Dictionary
