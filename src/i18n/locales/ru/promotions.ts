import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Акции',
  'promotions.loading': 'Загружаем акции…',
  'promotions.failed': 'Не удалось загрузить акции ({reason}).',
  'promotions.none': 'Сейчас для вас нет акций.',
  'promotions.members': 'Клиенты видят предложения, сделанные для них.',
} satisfies Dictionary
