import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.accumulator': 'Multibet ({legs} games)',
  'betTypes.folds': '{size}-game multibets',
} satisfies Dictionary
