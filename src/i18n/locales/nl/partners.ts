import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product} wordt geopend…',
  'partners.notOffered': '{product} wordt op deze site niet aangeboden.',
  'partners.failed': '{product} kon niet worden geopend ({reason}).',
  'partners.guest': 'Je speelt als gast. Log in om met echt geld te spelen.',
  'partners.openInTab': '{product} openen in een nieuw tabblad',
} satisfies Dictionary
