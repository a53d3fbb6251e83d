import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Moninäkymä',
  'pins.pin': 'Kiinnitä {event} moninäkymään',
  'pins.unpin': 'Irrota {event}',
  'pins.none':
    'Mitään ei ole vielä kiinnitetty. Kiinnitä live-otteluita live-listasta, lajisivulta tai ottelusivulta seurataksesi niitä täällä rinnakkain.',
  'pins.count': 'Kiinnitetty: {count}/{max}',
  'pins.page': 'Ottelut {from}–{to}',
  'pins.loading': 'Ottelua ladataan…',
  'pins.gone': 'Tätä ottelua ei ole enää tarjolla.',
  'pins.markets': 'Markkinat',
  'pins.chooseMarkets': 'Kohteessa {event} näytettävät markkinat',
  'pins.marketsHint': 'Valitse enintään {max} markkinaa; ilman valintaa näytetään päämarkkina.',
  'pins.close': 'Sulje',
  'pins.suspended': 'Suljettu',
  'pins.lastMoments': 'Viimeisimmät tapahtumat',
  'pins.noMoments': 'Ei vielä tapahtumia',
  'pins.alerts': 'Otteluhälytykset',
  'pins.alert.goal': 'Maali! {team} tekee maalin: {event}',
  'pins.alert.red-card': 'Punainen kortti joukkueelle {team}: {event}',
  'pins.alert.set-won': '{team} voittaa erän: {event}',
  'pins.alert.map-won': '{team} voittaa kartan: {event}',
  'pins.alert.market-reopened': '{market} on taas auki: {event}',
  'pins.alert.match-end': '{event} on päättynyt',
  'pins.betNow': 'Pelaa nyt',
  'pins.dismiss': 'Sulje',
} satisfies Dictionary
