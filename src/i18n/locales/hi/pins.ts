import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'मल्टी-व्यू',
  'pins.pin': '{event} को मल्टी-व्यू में पिन करें',
  'pins.unpin': '{event} को अनपिन करें',
  'pins.none':
    'अभी कुछ भी पिन नहीं है। लाइव सूची, किसी खेल के पेज या मैच पेज से लाइव मैच पिन करें और उन्हें यहाँ साथ-साथ देखें।',
  'pins.count': 'पिन किए गए: {max} में से {count}',
  'pins.page': 'मैच {from} से {to}',
  'pins.loading': 'मैच लोड हो रहा है…',
  'pins.gone': 'यह मैच अब उपलब्ध नहीं है।',
  'pins.markets': 'मार्केट',
  'pins.chooseMarkets': '{event} पर दिखने वाले मार्केट',
  'pins.marketsHint': 'अधिकतम {max} मार्केट चुनें; कोई न चुनने पर मुख्य मार्केट दिखेगा।',
  'pins.close': 'बंद करें',
  'pins.suspended': 'निलंबित',
  'pins.lastMoments': 'हाल के पल',
  'pins.noMoments': 'अभी कोई पल नहीं',
  'pins.alerts': 'मैच अलर्ट',
  'pins.alert.goal': 'गोल! {event} में {team} ने गोल किया',
  'pins.alert.red-card': '{event} में {team} को रेड कार्ड',
  'pins.alert.set-won': '{event} में {team} ने एक सेट जीता',
  'pins.alert.map-won': '{event} में {team} ने एक मैप जीता',
  'pins.alert.market-reopened': '{event} में {market} फिर से खुल गया',
  'pins.alert.match-end': '{event} समाप्त हो गया',
  'pins.betNow': 'अभी दांव लगाएँ',
  'pins.dismiss': 'बंद करें',
} satisfies Dictionary
