// The messages of src/pins/: the multi-view, its tiles and the key-moment alerts.

export const pins = {
  'pins.title': 'Multi-view',
  'pins.pin': 'Pin {event} to the multi-view',
  'pins.unpin': 'Unpin {event}',
  'pins.none':
    'Nothing pinned yet. Pin live matches from the live list, a sport page or a match page to watch them here side by side.',
  'pins.count': 'Pinned: {count} of {max}',
  'pins.page': 'Matches {from} to {to}',
  'pins.loading': 'Loading the match…',
  'pins.gone': 'This match is no longer on offer.',
  'pins.markets': 'Markets',
  'pins.chooseMarkets': 'Markets shown on {event}',
  'pins.marketsHint': 'Pick up to {max} markets; none shows the main market.',
  'pins.close': 'Close',
  'pins.suspended': 'Suspended',
  'pins.lastMoments': 'Last moments',
  'pins.noMoments': 'No moments yet',
  'pins.alerts': 'Match alerts',
  'pins.alert.goal': 'Goal! {team} scores in {event}',
  'pins.alert.red-card': 'Red card for {team} in {event}',
  'pins.alert.set-won': '{team} wins a set in {event}',
  'pins.alert.map-won': '{team} wins a map in {event}',
  'pins.alert.market-reopened': '{market} is open again in {event}',
  'pins.alert.match-end': '{event} has ended',
  'pins.betNow': 'Bet now',
  'pins.dismiss': 'Dismiss',
} as const
