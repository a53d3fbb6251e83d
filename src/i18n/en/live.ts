// The messages of src/live/.

export const live = {
  'live.title': 'Live',
  'live.titleSport': 'Live {sport}',
  'live.noSuchSport': 'There is no such sport.',
  'live.seeEverything': 'See everything live',
  'live.streaming': 'Live',
  'live.streamingTitle': 'Live updates on',
  'live.reconnecting': 'Reconnecting…',
  'live.reconnectingTitle': 'Reconnecting',
  'live.sports': 'Sports',
  'live.allSports': 'All',
  'live.competition': 'Competition',
  'live.allCompetitions': 'All competitions',
  'live.market': 'Market',
  'live.failed': 'We are experiencing difficulties at present. Retrying…',
  'live.loading': 'Loading live events…',
  'live.empty': 'No live events right now.',
  'live.showMore': 'Show {count} more of {total}',

  'live.row.live': 'Live',
  // The period in play on a live row, as domain/events/row-score.ts names its kind.
  'live.row.period.half': 'H{number}',
  'live.row.period.period': 'P{number}',
  'live.row.period.quarter': 'Q{number}',
  'live.row.period.set': 'Set {number}',
  'live.row.period.map': 'Map {number}',
  'live.row.period.innings': 'Innings {number}',
  'live.row.matchResult': 'Match Result',
  // The event's other markets, a link to its page.
  'live.row.moreMarkets': { one: '+# market', other: '+# markets' },
  'live.row.suspended': 'Suspended',
  // A side's red cards in words, for a screen reader: the scoreboards draw the cards.
  'live.redCards': 'Red cards for {team}: {count}',
  'live.row.notOffered': 'Not offered',

  'live.price.stale': 'Prices are being updated',
  // A price's trend (domain/odds/trend.ts): the title is shown, the label read aloud.
  'live.price.trend.shortening': 'Price shortening',
  'live.price.trend.drifting': 'Price drifting',
  'live.price.trendLabel.shortening': 'price shortening',
  'live.price.trendLabel.drifting': 'price drifting',

  'live.stale.producerDown': 'Odds are paused while we reconnect to the price feed.',
  'live.stale.silent': 'Prices are not updating: reconnecting…',
  'live.stale.age': 'Last update {seconds} s ago.',
} as const
