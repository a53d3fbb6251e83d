import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Мультипросмотр',
  'pins.pin': 'Закрепить {event} в мультипросмотре',
  'pins.unpin': 'Открепить {event}',
  'pins.none':
    'Пока ничего не закреплено. Закрепляйте матчи в лайве из лайв-списка, страницы вида спорта или страницы матча, чтобы следить за ними здесь одновременно.',
  'pins.count': 'Закреплено: {count} из {max}',
  'pins.page': 'Матчи с {from} по {to}',
  'pins.loading': 'Загружаем матч…',
  'pins.gone': 'Этого матча больше нет в линии.',
  'pins.markets': 'Рынки',
  'pins.chooseMarkets': 'Рынки на плитке {event}',
  'pins.marketsHint': 'Выберите до {max} рынков; без выбора показывается основной рынок.',
  'pins.close': 'Закрыть',
  'pins.suspended': 'Приостановлено',
  'pins.lastMoments': 'Последние моменты',
  'pins.noMoments': 'Моментов пока нет',
  'pins.alerts': 'Оповещения о матчах',
  'pins.alert.goal': 'Гол! {team} забивает в матче {event}',
  'pins.alert.red-card': 'Красная карточка: {team} в матче {event}',
  'pins.alert.set-won': '{team} выигрывает сет в матче {event}',
  'pins.alert.map-won': '{team} выигрывает карту в матче {event}',
  'pins.alert.market-reopened': 'Рынок «{market}» снова открыт в матче {event}',
  'pins.alert.match-end': 'Матч {event} завершён',
  'pins.betNow': 'Сделать ставку',
  'pins.dismiss': 'Закрыть',
} satisfies Dictionary
