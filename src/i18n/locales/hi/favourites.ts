import type { Dictionary } from '../../en/index.ts'

export const favourites = {
  'favourites.title': 'पसंदीदा',
  'favourites.star': 'पसंदीदा: {event}',
  'favourites.none':
    'अभी कोई पसंदीदा नहीं। किसी इवेंट को यहाँ फ़ॉलो करने के लिए उसके पास वाले स्टार पर टैप करें।',
  'favourites.loading': 'आपके पसंदीदा लोड हो रहे हैं…',
  'favourites.failed': 'आपके पसंदीदा अभी लोड नहीं हो सके।',
} satisfies Dictionary
