import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Aktionen',
  'promotions.loading': 'Aktionen werden geladen…',
  'promotions.failed': 'Die Aktionen konnten nicht geladen werden ({reason}).',
  'promotions.none': 'Gerade gibt es keine Aktionen für dich.',
  'promotions.members': 'Angemeldete Kunden sehen Angebote, die für sie gemacht sind.',
} satisfies Dictionary
