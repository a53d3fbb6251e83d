import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Ikuspegi anitza',
  'pins.pin': 'Finkatu {event} ikuspegi anitzean',
  'pins.unpin': 'Kendu {event} finkatutakoetatik',
  'pins.none':
    'Oraindik ez duzu ezer finkatu. Finkatu zuzeneko partidak zuzeneko zerrendatik, kirol-orri batetik edo partida baten orritik, hemen elkarren ondoan jarraitzeko.',
  'pins.count': 'Finkatuta: {count}/{max}',
  'pins.page': '{from}. partidatik {to}. partidara',
  'pins.loading': 'Partida kargatzen…',
  'pins.gone': 'Partida hau ez dago eskaintzan jada.',
  'pins.markets': 'Merkatuak',
  'pins.chooseMarkets': '{event} partidan erakutsitako merkatuak',
  'pins.marketsHint':
    'Aukeratu gehienez {max} merkatu; bat ere ez bada, merkatu nagusia ikusiko da.',
  'pins.close': 'Itxi',
  'pins.suspended': 'Etenda',
  'pins.lastMoments': 'Azken uneak',
  'pins.noMoments': 'Oraindik ez dago unerik',
  'pins.alerts': 'Partiden alertak',
  'pins.alert.goal': 'Gola! {team} taldeak gola sartu du {event} partidan',
  'pins.alert.red-card': 'Txartel gorria {team} taldearentzat {event} partidan',
  'pins.alert.set-won': '{team} taldeak set bat irabazi du {event} partidan',
  'pins.alert.map-won': '{team} taldeak mapa bat irabazi du {event} partidan',
  'pins.alert.market-reopened': '{market} berriro irekita dago {event} partidan',
  'pins.alert.match-end': '{event} amaitu da',
  'pins.betNow': 'Apustu egin orain',
  'pins.dismiss': 'Itxi',
} satisfies Dictionary
