import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multiwidok',
  'pins.pin': 'Przypnij {event} do multiwidoku',
  'pins.unpin': 'Odepnij {event}',
  'pins.none':
    'Nic jeszcze nie przypięto. Przypinaj mecze na żywo z listy na żywo, strony dyscypliny lub strony meczu, aby śledzić je tutaj obok siebie.',
  'pins.count': 'Przypięte: {count} z {max}',
  'pins.page': 'Mecze od {from} do {to}',
  'pins.loading': 'Wczytywanie meczu…',
  'pins.gone': 'Ten mecz nie jest już w ofercie.',
  'pins.markets': 'Rynki',
  'pins.chooseMarkets': 'Rynki pokazywane dla {event}',
  'pins.marketsHint': 'Wybierz do {max} rynków; bez wyboru pokazywany jest rynek główny.',
  'pins.close': 'Zamknij',
  'pins.suspended': 'Zawieszony',
  'pins.lastMoments': 'Ostatnie akcje',
  'pins.noMoments': 'Brak akcji',
  'pins.alerts': 'Powiadomienia meczowe',
  'pins.alert.goal': 'Gol! {team} strzela w meczu {event}',
  'pins.alert.red-card': 'Czerwona kartka dla {team} w meczu {event}',
  'pins.alert.set-won': '{team} wygrywa seta w meczu {event}',
  'pins.alert.map-won': '{team} wygrywa mapę w meczu {event}',
  'pins.alert.market-reopened': '{market} znów jest otwarty w meczu {event}',
  'pins.alert.match-end': 'Mecz {event} się zakończył',
  'pins.betNow': 'Obstaw teraz',
  'pins.dismiss': 'Zamknij',
} satisfies Dictionary
