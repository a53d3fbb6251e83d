import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promociones',
  'promotions.loading': 'Cargando las promociones…',
  'promotions.failed': 'No se pudieron cargar las promociones ({reason}).',
  'promotions.none': 'Ahora mismo no hay promociones para ti.',
  'promotions.members': 'Los miembros ven ofertas pensadas para ellos.',
} satisfies Dictionary
