import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'ราคาต่อรองพิเศษ',
  'boosts.was': 'เดิม {price}',
  'boosts.maxStake': 'เดิมพันเดี่ยวสูงสุด {amount}',
  'boosts.modal.title': 'ราคาต่อรองพิเศษ',
  'boosts.modal.starts': 'เริ่ม {time}',
  'boosts.modal.terms':
    'ราคาพิเศษใช้กับการเดิมพันเดี่ยวเท่านั้น สูงสุด {amount} ต่อบิล ในบอลสเต็ปหรือการเดิมพันแบบระบบ ตัวเลือกนี้จะคิดตามราคาตลาด',
  'boosts.modal.ends': 'ข้อเสนอสิ้นสุด {time}',
  'boosts.modal.suspended': 'ตัวเลือกนี้ปิดรับเดิมพันชั่วคราว',
  'boosts.modal.add': 'เพิ่มในสลิป',
  'boosts.modal.remove': 'นำออกจากสลิป',
  'boosts.modal.close': 'ปิด',
} satisfies Dictionary
