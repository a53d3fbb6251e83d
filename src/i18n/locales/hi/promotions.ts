import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'प्रमोशन',
  'promotions.loading': 'प्रमोशन लोड हो रहे हैं…',
  'promotions.failed': 'प्रमोशन लोड नहीं हो सके ({reason})।',
  'promotions.none': 'अभी आपके लिए कोई प्रमोशन नहीं है।',
  'promotions.members': 'सदस्यों को उनके लिए बने ऑफ़र दिखते हैं।',
} satisfies Dictionary
