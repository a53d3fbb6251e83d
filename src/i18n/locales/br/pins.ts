import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multivisão',
  'pins.pin': 'Fixar {event} na multivisão',
  'pins.unpin': 'Desafixar {event}',
  'pins.none':
    'Você ainda não fixou nada. Fixe jogos ao vivo na lista ao vivo, numa página de esporte ou de um jogo para acompanhá-los aqui lado a lado.',
  'pins.count': 'Fixados: {count} de {max}',
  'pins.page': 'Jogos {from} a {to}',
  'pins.loading': 'Carregando o jogo…',
  'pins.gone': 'Este jogo não está mais disponível.',
  'pins.markets': 'Mercados',
  'pins.chooseMarkets': 'Mercados exibidos em {event}',
  'pins.marketsHint': 'Escolha até {max} mercados; sem escolha, aparece o mercado principal.',
  'pins.close': 'Fechar',
  'pins.suspended': 'Suspenso',
  'pins.lastMoments': 'Últimos lances',
  'pins.noMoments': 'Ainda sem lances',
  'pins.alerts': 'Alertas de jogo',
  'pins.alert.goal': 'Gol! {team} marca em {event}',
  'pins.alert.red-card': 'Cartão vermelho para {team} em {event}',
  'pins.alert.set-won': '{team} vence um set em {event}',
  'pins.alert.map-won': '{team} vence um mapa em {event}',
  'pins.alert.market-reopened': '{market} reabriu em {event}',
  'pins.alert.match-end': '{event} terminou',
  'pins.betNow': 'Apostar agora',
  'pins.dismiss': 'Fechar',
} satisfies Dictionary
