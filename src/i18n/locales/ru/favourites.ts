import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'Избранное',
  'favourites.star': 'В избранное: {event}',
  'favourites.none':
    'В избранном пока пусто. Нажмите на звёздочку рядом с событием, чтобы следить за ним здесь.',
  'favourites.loading': 'Загружаем избранное…',
  'favourites.failed': 'Сейчас не удалось загрузить избранное.',
} satisfies Dictionary
