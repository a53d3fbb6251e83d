import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'กำลังเปิด {product}…',
  'partners.notOffered': '{product} ไม่มีให้บริการบนเว็บไซต์นี้',
  'partners.failed': 'ไม่สามารถเปิด {product} ได้ ({reason})',
  'partners.guest': 'คุณกำลังเล่นในฐานะผู้เยี่ยมชม เข้าสู่ระบบเพื่อเล่นด้วยเงินจริง',
  'partners.openInTab': 'เปิด {product} ในแท็บใหม่',
} satisfies Dictionary
