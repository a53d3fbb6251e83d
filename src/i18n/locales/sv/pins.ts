import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multivy',
  'pins.pin': 'Fäst {event} i multivyn',
  'pins.unpin': 'Lossa {event}',
  'pins.none':
    'Inget fäst än. Fäst livematcher från livelistan, en sportsida eller en matchsida för att följa dem här sida vid sida.',
  'pins.count': 'Fästa: {count} av {max}',
  'pins.page': 'Matcher {from} till {to}',
  'pins.loading': 'Matchen laddas…',
  'pins.gone': 'Den här matchen erbjuds inte längre.',
  'pins.markets': 'Marknader',
  'pins.chooseMarkets': 'Marknader som visas för {event}',
  'pins.marketsHint': 'Välj upp till {max} marknader; utan val visas huvudmarknaden.',
  'pins.close': 'Stäng',
  'pins.suspended': 'Stängd',
  'pins.lastMoments': 'Senaste händelser',
  'pins.noMoments': 'Inga händelser än',
  'pins.alerts': 'Matchlarm',
  'pins.alert.goal': 'Mål! {team} gör mål i {event}',
  'pins.alert.red-card': 'Rött kort för {team} i {event}',
  'pins.alert.set-won': '{team} vinner ett set i {event}',
  'pins.alert.map-won': '{team} vinner en karta i {event}',
  'pins.alert.market-reopened': '{market} är öppen igen i {event}',
  'pins.alert.match-end': '{event} är slut',
  'pins.betNow': 'Spela nu',
  'pins.dismiss': 'Stäng',
} satisfies Dictionary
