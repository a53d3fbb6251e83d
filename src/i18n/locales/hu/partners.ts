import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Megnyitás: {product}…',
  'partners.notOffered': '{product} nem érhető el ezen az oldalon.',
  'partners.failed': 'Nem sikerült megnyitni: {product} ({reason}).',
  'partners.guest': 'Vendégként játszol. Jelentkezz be, hogy valódi pénzben játssz.',
  'partners.openInTab': '{product} megnyitása új lapon',
} satisfies Dictionary
