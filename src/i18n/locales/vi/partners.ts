import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Đang mở {product}…',
  'partners.notOffered': '{product} không có trên trang này.',
  'partners.failed': 'Không mở được {product} ({reason}).',
  'partners.guest': 'Bạn đang chơi với tư cách khách. Hãy đăng nhập để chơi bằng tiền thật.',
  'partners.openInTab': 'Mở {product} trong thẻ mới',
} satisfies Dictionary
