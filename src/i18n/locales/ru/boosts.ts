import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Повышенные коэффициенты',
  'boosts.was': 'был {price}',
  'boosts.maxStake': 'Ординары до {amount}',
  'boosts.modal.title': 'Повышенный коэффициент',
  'boosts.modal.starts': 'Начало {time}',
  'boosts.modal.terms':
    'Повышенный коэффициент действует для ординаров, до {amount} на ставку. В экспрессе или системе этот исход идёт по обычному коэффициенту.',
  'boosts.modal.ends': 'Предложение действует до {time}',
  'boosts.modal.suspended': 'Приём ставок на этот исход сейчас приостановлен.',
  'boosts.modal.add': 'Добавить в купон',
  'boosts.modal.remove': 'Убрать из купона',
  'boosts.modal.close': 'Закрыть',
} satisfies Dictionary
