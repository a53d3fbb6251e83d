import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multiview',
  'pins.pin': '{event} vastpinnen in de multiview',
  'pins.unpin': '{event} losmaken',
  'pins.none':
    'Nog niets vastgepind. Pin livewedstrijden vast vanuit de livelijst, een sportpagina of een wedstrijdpagina om ze hier naast elkaar te volgen.',
  'pins.count': 'Vastgepind: {count} van {max}',
  'pins.page': 'Wedstrijden {from} tot {to}',
  'pins.loading': 'De wedstrijd wordt geladen…',
  'pins.gone': 'Deze wedstrijd wordt niet meer aangeboden.',
  'pins.markets': 'Markten',
  'pins.chooseMarkets': 'Markten getoond bij {event}',
  'pins.marketsHint': 'Kies tot {max} markten; zonder keuze zie je de hoofdmarkt.',
  'pins.close': 'Sluiten',
  'pins.suspended': 'Geschorst',
  'pins.lastMoments': 'Laatste momenten',
  'pins.noMoments': 'Nog geen momenten',
  'pins.alerts': 'Wedstrijdmeldingen',
  'pins.alert.goal': 'Doelpunt! {team} scoort in {event}',
  'pins.alert.red-card': 'Rode kaart voor {team} in {event}',
  'pins.alert.set-won': '{team} wint een set in {event}',
  'pins.alert.map-won': '{team} wint een map in {event}',
  'pins.alert.market-reopened': '{market} is weer open in {event}',
  'pins.alert.match-end': '{event} is afgelopen',
  'pins.betNow': 'Nu wedden',
  'pins.dismiss': 'Sluiten',
} satisfies Dictionary
