import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Tỷ lệ cược tăng',
  'boosts.was': 'trước đây {price}',
  'boosts.maxStake': 'Cược đơn tối đa {amount}',
  'boosts.modal.title': 'Tỷ lệ cược tăng',
  'boosts.modal.starts': 'Bắt đầu {time}',
  'boosts.modal.terms':
    'Tỷ lệ tăng chỉ áp dụng cho cược đơn, tối đa {amount} mỗi cược. Trong cược xiên hoặc cược hệ thống, lựa chọn này được tính theo tỷ lệ của thị trường.',
  'boosts.modal.ends': 'Ưu đãi kết thúc {time}',
  'boosts.modal.suspended': 'Cược cho lựa chọn này đang tạm ngưng.',
  'boosts.modal.add': 'Thêm vào phiếu cược',
  'boosts.modal.remove': 'Xóa khỏi phiếu cược',
  'boosts.modal.close': 'Đóng',
} satisfies Dictionary
