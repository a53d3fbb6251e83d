import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Többes nézet',
  'pins.pin': '{event} kitűzése a többes nézetbe',
  'pins.unpin': '{event} levétele',
  'pins.none':
    'Még nincs semmi kitűzve. Tűzz ki élő meccseket az élő listából, egy sportágoldalról vagy egy meccs oldaláról, hogy itt egymás mellett kövesd őket.',
  'pins.count': 'Kitűzve: {count} / {max}',
  'pins.page': '{from}–{to}. meccs',
  'pins.loading': 'A meccs betöltése…',
  'pins.gone': 'Ez a meccs már nincs a kínálatban.',
  'pins.markets': 'Piacok',
  'pins.chooseMarkets': 'A(z) {event} csempéjén mutatott piacok',
  'pins.marketsHint': 'Válassz legfeljebb {max} piacot; választás nélkül a fő piac látszik.',
  'pins.close': 'Bezárás',
  'pins.suspended': 'Felfüggesztve',
  'pins.lastMoments': 'Utolsó események',
  'pins.noMoments': 'Még nincs esemény',
  'pins.alerts': 'Meccsriasztások',
  'pins.alert.goal': 'Gól! {team} betalál: {event}',
  'pins.alert.red-card': 'Piros lap! {team} játékosát kiállították: {event}',
  'pins.alert.set-won': '{team} nyer egy szettet: {event}',
  'pins.alert.map-won': '{team} nyer egy pályát: {event}',
  'pins.alert.market-reopened': 'Újra nyitva: {market} – {event}',
  'pins.alert.match-end': 'Véget ért: {event}',
  'pins.betNow': 'Fogadj most',
  'pins.dismiss': 'Bezárás',
} satisfies Dictionary
