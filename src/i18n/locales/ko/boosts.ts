import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': '배당률 부스트',
  'boosts.was': '이전 {price}',
  'boosts.maxStake': '싱글 최대 {amount}',
  'boosts.modal.title': '배당률 부스트',
  'boosts.modal.starts': '시작 {time}',
  'boosts.modal.terms':
    '부스트 배당률은 싱글에만, 베팅당 최대 {amount}까지 적용됩니다. 멀티나 시스템 베팅에서는 이 선택이 일반 배당률로 계산됩니다.',
  'boosts.modal.ends': '종료 {time}',
  'boosts.modal.suspended': '지금은 이 선택에 대한 베팅이 일시 중지되었습니다.',
  'boosts.modal.add': '베팅 슬립에 추가',
  'boosts.modal.remove': '베팅 슬립에서 삭제',
  'boosts.modal.close': '닫기',
} satisfies Dictionary
