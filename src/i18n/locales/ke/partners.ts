import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.guest': 'You are playing in demo mode. Login to play for real money.',
} satisfies Dictionary
