import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product} irekitzen…',
  'partners.notOffered': '{product} ez dago eskuragarri gune honetan.',
  'partners.failed': 'Ezin izan da {product} ireki ({reason}).',
  'partners.guest': 'Gonbidatu gisa ari zara jokatzen. Hasi saioa benetako diruarekin jokatzeko.',
  'partners.openInTab': 'Ireki {product} fitxa berri batean',
} satisfies Dictionary
