import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.none':
    'Nothing pinned yet. Pin live matches from the live list, a sport page or a match page to follow them here side by side.',
} satisfies Dictionary
