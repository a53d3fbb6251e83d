import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Khuyến mãi',
  'promotions.loading': 'Đang tải khuyến mãi…',
  'promotions.failed': 'Không tải được khuyến mãi ({reason}).',
  'promotions.none': 'Hiện chưa có khuyến mãi nào dành cho bạn.',
  'promotions.members': 'Thành viên sẽ thấy các ưu đãi dành riêng cho mình.',
} satisfies Dictionary
