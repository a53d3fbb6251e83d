import type { Dictionary } from '../../en/index.ts'

export const live = {
  'live.failed': 'We are experiencing technical difficulties. Retrying…',
  'live.loading': 'Loading live games…',
  'live.empty': 'No live games right now.',
  'live.row.matchResult': '1X2',
  'live.price.stale': 'Odds are being updated',
  'live.price.trend.shortening': 'Odds dropping',
  'live.price.trend.drifting': 'Odds rising',
  'live.price.trendLabel.shortening': 'odds dropping',
  'live.price.trendLabel.drifting': 'odds rising',
  'live.stale.producerDown': 'Odds are paused while we reconnect to the odds feed.',
  'live.stale.silent': 'Odds are not updating: reconnecting…',
} satisfies Dictionary
