import type { Dictionary } from '../../en/index.ts'

export const event = {
  'event.failed': 'We are experiencing technical difficulties. Please try again.',
  'event.missing': 'This match is no longer available.',
  'event.findAnother': 'Find another match',
  'event.noMarkets': 'No markets are open on this match right now.',
  'event.tracker.watchLogin': 'Login to watch the match live.',
} satisfies Dictionary
