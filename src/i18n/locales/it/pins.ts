import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multivisione',
  'pins.pin': 'Fissa {event} nella multivisione',
  'pins.unpin': 'Togli {event}',
  'pins.none':
    'Ancora nulla di fissato. Fissa le partite live dalla lista live, da una pagina sport o da quella di una partita per seguirle qui una accanto all’altra.',
  'pins.count': 'Fissate: {count} su {max}',
  'pins.page': 'Partite da {from} a {to}',
  'pins.loading': 'Caricamento della partita…',
  'pins.gone': 'Questa partita non è più in quota.',
  'pins.markets': 'Mercati',
  'pins.chooseMarkets': 'Mercati mostrati per {event}',
  'pins.marketsHint':
    'Scegli fino a {max} mercati; senza scelta viene mostrato il mercato principale.',
  'pins.close': 'Chiudi',
  'pins.suspended': 'Sospeso',
  'pins.lastMoments': 'Ultimi eventi',
  'pins.noMoments': 'Ancora nessun evento',
  'pins.alerts': 'Avvisi partita',
  'pins.alert.goal': 'Gol! {team} segna in {event}',
  'pins.alert.red-card': 'Cartellino rosso per {team} in {event}',
  'pins.alert.set-won': '{team} vince un set in {event}',
  'pins.alert.map-won': '{team} vince una mappa in {event}',
  'pins.alert.market-reopened': '{market} è di nuovo aperto in {event}',
  'pins.alert.match-end': '{event} è terminata',
  'pins.betNow': 'Scommetti ora',
  'pins.dismiss': 'Chiudi',
} satisfies Dictionary
