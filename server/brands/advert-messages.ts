// The demo brand's words for the acca advert in each language it may be read in (acca-advert.ts
// writes the advert from the brand's tiers with them): the slip's own acca-bonus line and the
// promotions page's title, as the translations say them (src/i18n/locales), held here as the
// brand's data, since the server reads no client code.

import type { AdvertMessages } from './acca-advert.ts'

/** By locale: the slip's acca bonus message and the promotions page's title. */
export const advertMessages: Readonly<Record<string, AdvertMessages>> = {
  br: {
    'betslip.accaBonus.next': 'Bônus de múltipla: +{percentage}% a partir de {selections} seleções',
    'shell.promotions.title': 'Promoções',
  },
  de: {
    'betslip.accaBonus.next': 'Kombi-Bonus: +{percentage}% ab {selections} Auswahlen',
    'shell.promotions.title': 'Aktionen',
  },
  el: {
    'betslip.accaBonus.next': 'Μπόνους παρολί: +{percentage}% από {selections} επιλογές',
    'shell.promotions.title': 'Προσφορές',
  },
  es: {
    'betslip.accaBonus.next': 'Bono combinada: +{percentage}% desde {selections} selecciones',
    'shell.promotions.title': 'Promociones',
  },
  eu: {
    'betslip.accaBonus.next': 'Konbinatu-bonua: +{percentage}% {selections} aukeratik aurrera',
    'shell.promotions.title': 'Promozioak',
  },
  fi: {
    'betslip.accaBonus.next': 'Yhdistelmäbonus: +{percentage} % {selections} valinnasta alkaen',
    'shell.promotions.title': 'Kampanjat',
  },
  fr: {
    'betslip.accaBonus.next': 'Bonus combiné : +{percentage} % dès {selections} sélections',
    'shell.promotions.title': 'Promotions',
  },
  hi: {
    'betslip.accaBonus.next': 'एक्यूमुलेटर बोनस: {selections} चयनों से +{percentage}%',
    'shell.promotions.title': 'प्रमोशन',
  },
  hu: {
    'betslip.accaBonus.next': 'Kötésbónusz: +{percentage}% {selections} választástól',
    'shell.promotions.title': 'Akciók',
  },
  id: {
    'betslip.accaBonus.next': 'Bonus parlay: +{percentage}% mulai {selections} pilihan',
    'shell.promotions.title': 'Promosi',
  },
  it: {
    'betslip.accaBonus.next': 'Bonus multipla: +{percentage}% da {selections} selezioni',
    'shell.promotions.title': 'Promozioni',
  },
  ja: {
    'betslip.accaBonus.next': 'アキュムレーターボーナス：{selections}選択から+{percentage}%',
    'shell.promotions.title': 'プロモーション',
  },
  ke: {
    'betslip.accaBonus.next': 'Acca bonus: +{percentage}% from {selections} selections',
    'shell.promotions.title': 'Promotions',
  },
  ko: {
    'betslip.accaBonus.next': '다폴더 보너스: {selections}개 선택부터 +{percentage}%',
    'shell.promotions.title': '프로모션',
  },
  nl: {
    'betslip.accaBonus.next': 'Combibonus: +{percentage}% vanaf {selections} selecties',
    'shell.promotions.title': 'Promoties',
  },
  pl: {
    'betslip.accaBonus.next': 'Bonus za kupon AKO: +{percentage}% od {selections} zdarzeń',
    'shell.promotions.title': 'Promocje',
  },
  pt: {
    'betslip.accaBonus.next': 'Bónus de múltipla: +{percentage}% a partir de {selections} seleções',
    'shell.promotions.title': 'Promoções',
  },
  ro: {
    'betslip.accaBonus.next': 'Bonus bilet combinat: +{percentage}% de la {selections} selecții',
    'shell.promotions.title': 'Promoții',
  },
  ru: {
    'betslip.accaBonus.next': 'Бонус за экспресс: +{percentage}% от {selections} событий',
    'shell.promotions.title': 'Акции',
  },
  sv: {
    'betslip.accaBonus.next': 'Kombobonus: +{percentage} % från {selections} val',
    'shell.promotions.title': 'Kampanjer',
  },
  th: {
    'betslip.accaBonus.next': 'โบนัสสเต็ป: +{percentage}% ตั้งแต่ {selections} ตัวเลือก',
    'shell.promotions.title': 'โปรโมชั่น',
  },
  tr: {
    'betslip.accaBonus.next': 'Kombine bonusu: {selections} seçimden itibaren +%{percentage}',
    'shell.promotions.title': 'Promosyonlar',
  },
  vi: {
    'betslip.accaBonus.next': 'Thưởng cược xiên: +{percentage}% từ {selections} lựa chọn',
    'shell.promotions.title': 'Khuyến mãi',
  },
  zh: {
    'betslip.accaBonus.next': '串关奖金：{selections}场起 +{percentage}%',
    'shell.promotions.title': '优惠活动',
  },
}
