import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': '멀티뷰',
  'pins.pin': '{event} 멀티뷰에 고정',
  'pins.unpin': '{event} 고정 해제',
  'pins.none':
    '아직 고정한 경기가 없습니다. 라이브 목록, 종목 페이지 또는 경기 페이지에서 라이브 경기를 고정하면 여기서 나란히 볼 수 있습니다.',
  'pins.count': '고정됨: {count}/{max}',
  'pins.page': '{from}~{to}번째 경기',
  'pins.loading': '경기를 불러오는 중…',
  'pins.gone': '이 경기는 더 이상 제공되지 않습니다.',
  'pins.markets': '마켓',
  'pins.chooseMarkets': '{event}에 표시할 마켓',
  'pins.marketsHint': '최대 {max}개 마켓을 고르세요. 고르지 않으면 메인 마켓이 표시됩니다.',
  'pins.close': '닫기',
  'pins.suspended': '일시 중지',
  'pins.lastMoments': '최근 상황',
  'pins.noMoments': '아직 상황이 없습니다',
  'pins.alerts': '경기 알림',
  'pins.alert.goal': '골! {event}에서 {team} 득점',
  'pins.alert.red-card': '{event}에서 {team} 레드카드',
  'pins.alert.set-won': '{event}에서 {team}이(가) 세트 승리',
  'pins.alert.map-won': '{event}에서 {team}이(가) 맵 승리',
  'pins.alert.market-reopened': '{event}의 {market} 마켓이 다시 열렸습니다',
  'pins.alert.match-end': '{event} 경기가 종료되었습니다',
  'pins.betNow': '지금 베팅',
  'pins.dismiss': '닫기',
} satisfies Dictionary
