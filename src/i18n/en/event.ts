// The messages of src/event/.

export const event = {
  'event.loading': 'Loading the event…',
  'event.failed': 'We are experiencing difficulties at present. Please try again.',
  'event.missing': 'This event is no longer available.',
  'event.findAnother': 'Find another event',
  'event.breadcrumb': 'Breadcrumb',
  'event.marketGroups': 'Market groups',
  'event.allMarkets': 'All',
  'event.otherMarkets': 'Other markets',
  'event.noMarkets': 'No markets are open on this event right now.',
  'event.suspended': 'Suspended',

  'event.scoreboard.live': 'Live',
  'event.scoreboard.fullTime': 'FT',
  'event.scoreboard.team': 'Team',
  'event.scoreboard.game': 'Game',
  'event.scoreboard.score': 'Score',
  'event.scoreboard.runs': 'R',
  // Column heads for the periods played, as domain/events/scoreboard.ts abbreviates them.
  'event.scoreboard.half': 'H{number}',
  'event.scoreboard.period': 'P{number}',
  'event.scoreboard.quarter': 'Q{number}',
  'event.scoreboard.set': 'S{number}',
  'event.scoreboard.map': 'Map {number}',
  'event.scoreboard.innings': '{number}',
} as const
