import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Xem nhiều trận',
  'pins.pin': 'Ghim {event} vào xem nhiều trận',
  'pins.unpin': 'Bỏ ghim {event}',
  'pins.none':
    'Chưa ghim trận nào. Hãy ghim các trận trực tiếp từ danh sách trực tiếp, trang môn thể thao hoặc trang trận đấu để theo dõi chúng song song tại đây.',
  'pins.count': 'Đã ghim: {count}/{max}',
  'pins.page': 'Trận {from} đến {to}',
  'pins.loading': 'Đang tải trận đấu…',
  'pins.gone': 'Trận này không còn được mở kèo.',
  'pins.markets': 'Kèo',
  'pins.chooseMarkets': 'Các kèo hiển thị cho {event}',
  'pins.marketsHint': 'Chọn tối đa {max} kèo; không chọn thì hiển thị kèo chính.',
  'pins.close': 'Đóng',
  'pins.suspended': 'Tạm ngưng',
  'pins.lastMoments': 'Diễn biến mới nhất',
  'pins.noMoments': 'Chưa có diễn biến',
  'pins.alerts': 'Thông báo trận đấu',
  'pins.alert.goal': 'Vào! {team} ghi bàn trong trận {event}',
  'pins.alert.red-card': 'Thẻ đỏ cho {team} trong trận {event}',
  'pins.alert.set-won': '{team} thắng một set trong trận {event}',
  'pins.alert.map-won': '{team} thắng một map trong trận {event}',
  'pins.alert.market-reopened': 'Kèo {market} mở lại trong trận {event}',
  'pins.alert.match-end': '{event} đã kết thúc',
  'pins.betNow': 'Cược ngay',
  'pins.dismiss': 'Đóng',
} satisfies Dictionary
