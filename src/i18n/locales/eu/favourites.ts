import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Gogokoak',
  'favourites.star': 'Gehitu {event} gogokoetara',
  'favourites.none':
    'Oraindik ez duzu gogokorik. Sakatu gertaera baten ondoko izarra hemen jarraitzeko.',
  'favourites.loading': 'Zure gogokoak kargatzen…',
  'favourites.failed': 'Ezin izan dira zure gogokoak kargatu oraintxe.',
} satisfies Dictionary
