import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Boosted odds',
  'boosts.modal.title': 'Boosted odds',
  'boosts.modal.terms':
    'The boosted odds are for singles, up to {amount} a bet. In a multibet or a system bet this pick counts at the normal odds.',
  'boosts.modal.suspended': 'Betting on this pick is suspended right now.',
} satisfies Dictionary
