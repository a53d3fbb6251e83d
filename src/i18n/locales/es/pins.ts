import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multivista',
  'pins.pin': 'Fijar {event} en la multivista',
  'pins.unpin': 'Quitar {event}',
  'pins.none':
    'Aún no has fijado nada. Fija partidos en directo desde la lista en directo, una página de deporte o la de un partido para seguirlos aquí a la vez.',
  'pins.count': 'Fijados: {count} de {max}',
  'pins.page': 'Partidos {from} a {to}',
  'pins.loading': 'Cargando el partido…',
  'pins.gone': 'Este partido ya no está disponible.',
  'pins.markets': 'Mercados',
  'pins.chooseMarkets': 'Mercados que se muestran en {event}',
  'pins.marketsHint': 'Elige hasta {max} mercados; sin ninguno se muestra el mercado principal.',
  'pins.close': 'Cerrar',
  'pins.suspended': 'Suspendido',
  'pins.lastMoments': 'Últimas jugadas',
  'pins.noMoments': 'Aún no hay jugadas',
  'pins.alerts': 'Alertas de partidos',
  'pins.alert.goal': '¡Gol! {team} marca en {event}',
  'pins.alert.red-card': 'Tarjeta roja para {team} en {event}',
  'pins.alert.set-won': '{team} gana un set en {event}',
  'pins.alert.map-won': '{team} gana un mapa en {event}',
  'pins.alert.market-reopened': '{market} vuelve a estar abierto en {event}',
  'pins.alert.match-end': '{event} ha terminado',
  'pins.betNow': 'Apostar ya',
  'pins.dismiss': 'Cerrar',
} satisfies Dictionary
