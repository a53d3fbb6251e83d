import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multi-View',
  'pins.pin': '{event} an die Multi-View anheften',
  'pins.unpin': '{event} lösen',
  'pins.none':
    'Noch nichts angeheftet. Hefte Live-Spiele aus der Live-Liste, einer Sportseite oder einer Spielseite an, um sie hier nebeneinander zu verfolgen.',
  'pins.count': 'Angeheftet: {count} von {max}',
  'pins.page': 'Spiele {from} bis {to}',
  'pins.loading': 'Das Spiel wird geladen…',
  'pins.gone': 'Dieses Spiel ist nicht mehr im Angebot.',
  'pins.markets': 'Märkte',
  'pins.chooseMarkets': 'Auf {event} gezeigte Märkte',
  'pins.marketsHint': 'Wähle bis zu {max} Märkte; ohne Auswahl wird der Hauptmarkt gezeigt.',
  'pins.close': 'Schließen',
  'pins.suspended': 'Gesperrt',
  'pins.lastMoments': 'Letzte Ereignisse',
  'pins.noMoments': 'Noch keine Ereignisse',
  'pins.alerts': 'Spiel-Alarme',
  'pins.alert.goal': 'Tor! {team} trifft in {event}',
  'pins.alert.red-card': 'Rote Karte für {team} in {event}',
  'pins.alert.set-won': '{team} gewinnt einen Satz in {event}',
  'pins.alert.map-won': '{team} gewinnt eine Map in {event}',
  'pins.alert.market-reopened': '{market} ist in {event} wieder offen',
  'pins.alert.match-end': '{event} ist beendet',
  'pins.betNow': 'Jetzt wetten',
  'pins.dismiss': 'Schließen',
} satisfies Dictionary
