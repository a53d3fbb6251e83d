import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': '多赛事视图',
  'pins.pin': '将 {event} 固定到多赛事视图',
  'pins.unpin': '取消固定 {event}',
  'pins.none':
    '还没有固定任何赛事。在滚球列表、体育项目页或赛事页固定滚球赛事，即可在这里同时观看。',
  'pins.count': '已固定：{count}/{max}',
  'pins.page': '第 {from} 至 {to} 场',
  'pins.loading': '正在加载赛事…',
  'pins.gone': '该赛事已不再开盘。',
  'pins.markets': '盘口',
  'pins.chooseMarkets': '{event} 显示的盘口',
  'pins.marketsHint': '最多选择 {max} 个盘口；不选则显示主盘口。',
  'pins.close': '关闭',
  'pins.suspended': '暂停',
  'pins.lastMoments': '最新动态',
  'pins.noMoments': '暂无动态',
  'pins.alerts': '赛事提醒',
  'pins.alert.goal': '进球！{team} 在 {event} 中进球',
  'pins.alert.red-card': '红牌！{team} 在 {event} 中被罚下',
  'pins.alert.set-won': '{team} 在 {event} 中赢得一盘',
  'pins.alert.map-won': '{team} 在 {event} 中赢得一张地图',
  'pins.alert.market-reopened': '{event} 的 {market} 已重新开盘',
  'pins.alert.match-end': '{event} 已结束',
  'pins.betNow': '立即投注',
  'pins.dismiss': '关闭',
} satisfies Dictionary
