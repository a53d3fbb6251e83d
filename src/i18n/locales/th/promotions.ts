import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'โปรโมชั่น',
  'promotions.loading': 'กำลังโหลดโปรโมชั่น…',
  'promotions.failed': 'ไม่สามารถโหลดโปรโมชั่นได้ ({reason})',
  'promotions.none': 'ขณะนี้ยังไม่มีโปรโมชั่นสำหรับคุณ',
  'promotions.members': 'สมาชิกจะเห็นข้อเสนอที่ทำมาเพื่อตนเอง',
} satisfies Dictionary
