import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Favoris',
  'favourites.star': 'Ajouter {event} aux favoris',
  'favourites.none':
    "Aucun favori pour l'instant. Touchez l'étoile à côté d'un événement pour le suivre ici.",
  'favourites.loading': 'Chargement de vos favoris…',
  'favourites.failed': "Vos favoris n'ont pas pu être chargés pour le moment.",
} satisfies Dictionary
