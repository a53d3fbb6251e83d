import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favourites',
  'favourites.star': 'Favourite {event}',
  'favourites.none': 'No favourites yet. Tap the star beside a match to follow it here.',
  'favourites.loading': 'Loading your favourites…',
  'favourites.failed': 'Your favourites could not be loaded just now.',
} satisfies Dictionary
