import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Preferiti',
  'favourites.star': 'Aggiungi {event} ai preferiti',
  'favourites.none':
    'Ancora nessun preferito. Tocca la stella accanto a un evento per seguirlo qui.',
  'favourites.loading': 'Caricamento dei tuoi preferiti…',
  'favourites.failed': 'Non è stato possibile caricare i tuoi preferiti in questo momento.',
} satisfies Dictionary
