import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Kampanjer',
  'promotions.loading': 'Kampanjerna laddas…',
  'promotions.failed': 'Kampanjerna kunde inte laddas ({reason}).',
  'promotions.none': 'Det finns inga kampanjer för dig just nu.',
  'promotions.members': 'Kunder ser erbjudanden som gjorts för dem.',
} satisfies Dictionary
