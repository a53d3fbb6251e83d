import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.none': 'No favourites yet. Tap the star beside a match to follow it here.',
} satisfies Dictionary
