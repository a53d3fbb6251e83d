import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Suosikit',
  'favourites.star': 'Lisää {event} suosikkeihin',
  'favourites.none':
    'Ei vielä suosikkeja. Napauta tapahtuman vieressä olevaa tähteä seurataksesi sitä täällä.',
  'favourites.loading': 'Suosikkejasi ladataan…',
  'favourites.failed': 'Suosikkejasi ei voitu ladata juuri nyt.',
} satisfies Dictionary
