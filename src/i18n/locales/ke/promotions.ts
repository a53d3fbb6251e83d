import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.none': 'There are no promotions for you right now.',
  'promotions.members': 'Registered customers see offers made for them.',
} satisfies Dictionary
