import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promocje',
  'promotions.loading': 'Wczytywanie promocji…',
  'promotions.failed': 'Nie udało się wczytać promocji ({reason}).',
  'promotions.none': 'Teraz nie ma dla ciebie promocji.',
  'promotions.members': 'Zalogowani klienci widzą oferty przygotowane dla nich.',
} satisfies Dictionary
