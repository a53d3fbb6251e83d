import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Çoklu görünüm',
  'pins.pin': '{event} karşılaşmasını çoklu görünüme sabitle',
  'pins.unpin': '{event} sabitlemesini kaldır',
  'pins.none':
    'Henüz sabitlenmiş bir şey yok. Canlı maçları canlı listeden, bir spor sayfasından ya da maç sayfasından sabitleyerek burada yan yana takip edin.',
  'pins.count': 'Sabitlenen: {count} / {max}',
  'pins.page': '{from}–{to}. maçlar',
  'pins.loading': 'Maç yükleniyor…',
  'pins.gone': 'Bu maç artık bültende değil.',
  'pins.markets': 'Marketler',
  'pins.chooseMarkets': '{event} için gösterilen marketler',
  'pins.marketsHint': 'En fazla {max} market seçin; seçim yoksa ana market gösterilir.',
  'pins.close': 'Kapat',
  'pins.suspended': 'Askıda',
  'pins.lastMoments': 'Son anlar',
  'pins.noMoments': 'Henüz an yok',
  'pins.alerts': 'Maç uyarıları',
  'pins.alert.goal': 'Gol! {team}, {event} maçında gol attı',
  'pins.alert.red-card': '{event} maçında {team} için kırmızı kart',
  'pins.alert.set-won': '{team}, {event} maçında bir set kazandı',
  'pins.alert.map-won': '{team}, {event} maçında bir harita kazandı',
  'pins.alert.market-reopened': '{market}, {event} maçında yeniden açıldı',
  'pins.alert.match-end': '{event} sona erdi',
  'pins.betNow': 'Hemen oyna',
  'pins.dismiss': 'Kapat',
} satisfies Dictionary
