import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multi-vizualizare',
  'pins.pin': 'Fixează {event} în multi-vizualizare',
  'pins.unpin': 'Anulează fixarea {event}',
  'pins.none':
    'Nimic fixat încă. Fixează meciuri live din lista live, o pagină de sport sau pagina unui meci ca să le urmărești aici unul lângă altul.',
  'pins.count': 'Fixate: {count} din {max}',
  'pins.page': 'Meciurile {from}–{to}',
  'pins.loading': 'Se încarcă meciul…',
  'pins.gone': 'Acest meci nu mai este în ofertă.',
  'pins.markets': 'Piețe',
  'pins.chooseMarkets': 'Piețe afișate pentru {event}',
  'pins.marketsHint': 'Alege până la {max} piețe; fără alegere se afișează piața principală.',
  'pins.close': 'Închide',
  'pins.suspended': 'Suspendat',
  'pins.lastMoments': 'Ultimele faze',
  'pins.noMoments': 'Încă nicio fază',
  'pins.alerts': 'Alerte de meci',
  'pins.alert.goal': 'Gol! {team} marchează în {event}',
  'pins.alert.red-card': 'Cartonaș roșu pentru {team} în {event}',
  'pins.alert.set-won': '{team} câștigă un set în {event}',
  'pins.alert.map-won': '{team} câștigă o hartă în {event}',
  'pins.alert.market-reopened': '{market} este din nou deschisă în {event}',
  'pins.alert.match-end': '{event} s-a încheiat',
  'pins.betNow': 'Pariază acum',
  'pins.dismiss': 'Închide',
} satisfies Dictionary
