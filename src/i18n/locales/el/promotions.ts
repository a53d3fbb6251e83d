import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Προσφορές',
  'promotions.loading': 'Φόρτωση προσφορών…',
  'promotions.failed': 'Οι προσφορές δεν φόρτωσαν ({reason}).',
  'promotions.none': 'Δεν υπάρχουν προσφορές για σένα αυτή τη στιγμή.',
  'promotions.members': 'Τα μέλη βλέπουν προσφορές φτιαγμένες για αυτά.',
} satisfies Dictionary
