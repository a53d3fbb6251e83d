// The catalogue's names in Kenyan English: only those Kenya's books word their own way, over
// English's (a regional English, domain/rules/locales.ts).

import { overEnglish } from './catalogue-names.ts'

export const names = overEnglish({
  markets: {
    'Over/Under': 'Total Over/Under',
    'Both Teams To Score': 'Both Teams To Score (GG/NG)',
    'Result/Both Teams To Score': '1X2 & GG/NG',
    'Result/Total Goals': '1X2 & Total Goals',
  },
  periods: {
    half: 'Half {n}',
    quarter: 'Quarter {n}',
    period: 'Period {n}',
    innings: 'Innings {n}',
  },
})
