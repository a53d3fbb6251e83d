import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promoties',
  'promotions.loading': 'Promoties worden geladen…',
  'promotions.failed': 'De promoties konden niet worden geladen ({reason}).',
  'promotions.none': 'Er zijn nu geen promoties voor jou.',
  'promotions.members': 'Leden zien aanbiedingen die voor hen zijn gemaakt.',
} satisfies Dictionary
