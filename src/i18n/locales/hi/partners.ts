import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product} खुल रहा है…',
  'partners.notOffered': '{product} इस साइट पर उपलब्ध नहीं है।',
  'partners.failed': '{product} नहीं खुल सका ({reason})।',
  'partners.guest': 'आप मेहमान के रूप में खेल रहे हैं। पैसे से खेलने के लिए लॉग इन करें।',
  'partners.openInTab': '{product} नए टैब में खोलें',
} satisfies Dictionary
