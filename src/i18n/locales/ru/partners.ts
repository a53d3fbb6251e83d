import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Открываем {product}…',
  'partners.notOffered': '{product} недоступен на этом сайте.',
  'partners.failed': 'Не удалось открыть {product} ({reason}).',
  'partners.guest': 'Вы играете как гость. Войдите, чтобы играть на деньги.',
  'partners.openInTab': 'Открыть {product} в новой вкладке',
} satisfies Dictionary
