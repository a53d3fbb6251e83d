import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Akciók',
  'promotions.loading': 'Akciók betöltése…',
  'promotions.failed': 'Az akciókat nem sikerült betölteni ({reason}).',
  'promotions.none': 'Most nincs számodra akció.',
  'promotions.members': 'A regisztrált ügyfelek a nekik szóló ajánlatokat látják.',
} satisfies Dictionary
