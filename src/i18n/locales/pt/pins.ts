import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multivista',
  'pins.pin': 'Fixar {event} na multivista',
  'pins.unpin': 'Desafixar {event}',
  'pins.none':
    'Ainda não fixou nada. Fixe jogos ao vivo a partir da lista ao vivo, de uma página de desporto ou de um jogo para os acompanhar aqui lado a lado.',
  'pins.count': 'Fixados: {count} de {max}',
  'pins.page': 'Jogos {from} a {to}',
  'pins.loading': 'A carregar o jogo…',
  'pins.gone': 'Este jogo já não está disponível.',
  'pins.markets': 'Mercados',
  'pins.chooseMarkets': 'Mercados mostrados em {event}',
  'pins.marketsHint': 'Escolha até {max} mercados; sem escolha é mostrado o mercado principal.',
  'pins.close': 'Fechar',
  'pins.suspended': 'Suspenso',
  'pins.lastMoments': 'Últimos lances',
  'pins.noMoments': 'Ainda sem lances',
  'pins.alerts': 'Alertas de jogo',
  'pins.alert.goal': 'Golo! {team} marca em {event}',
  'pins.alert.red-card': 'Cartão vermelho para {team} em {event}',
  'pins.alert.set-won': '{team} ganha um set em {event}',
  'pins.alert.map-won': '{team} ganha um mapa em {event}',
  'pins.alert.market-reopened': '{market} voltou a abrir em {event}',
  'pins.alert.match-end': '{event} terminou',
  'pins.betNow': 'Apostar agora',
  'pins.dismiss': 'Fechar',
} satisfies Dictionary
