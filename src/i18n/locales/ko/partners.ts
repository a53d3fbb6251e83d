import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product} 여는 중…',
  'partners.notOffered': '이 사이트에서는 {product}을(를) 제공하지 않습니다.',
  'partners.failed': '{product}을(를) 열 수 없습니다 ({reason}).',
  'partners.guest': '게스트로 플레이 중입니다. 실제 머니로 플레이하려면 로그인하세요.',
  'partners.openInTab': '{product} 새 탭에서 열기',
} satisfies Dictionary
