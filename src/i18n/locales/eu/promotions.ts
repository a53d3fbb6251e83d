import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'Promozioak',
  'promotions.loading': 'Promozioak kargatzen…',
  'promotions.failed': 'Ezin izan dira promozioak kargatu ({reason}).',
  'promotions.none': 'Ez dago promoziorik zuretzat oraintxe.',
  'promotions.members': 'Bezeroek haientzat egindako eskaintzak ikusten dituzte.',
} satisfies Dictionary
