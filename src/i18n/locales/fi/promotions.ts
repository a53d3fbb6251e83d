import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Kampanjat',
  'promotions.loading': 'Kampanjoita ladataan…',
  'promotions.failed': 'Kampanjoita ei voitu ladata ({reason}).',
  'promotions.none': 'Sinulle ei ole nyt kampanjoita.',
  'promotions.members': 'Asiakkaat näkevät heille tehdyt tarjoukset.',
} satisfies Dictionary
