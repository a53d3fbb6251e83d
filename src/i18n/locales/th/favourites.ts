import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'รายการโปรด',
  'favourites.star': 'รายการโปรด: {event}',
  'favourites.none': 'ยังไม่มีรายการโปรด แตะดาวข้างการแข่งขันเพื่อติดตามที่นี่',
  'favourites.loading': 'กำลังโหลดรายการโปรดของคุณ…',
  'favourites.failed': 'ไม่สามารถโหลดรายการโปรดของคุณได้ในขณะนี้',
} satisfies Dictionary
