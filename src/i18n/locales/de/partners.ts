import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': '{product} wird geöffnet…',
  'partners.notOffered': '{product} wird auf dieser Seite nicht angeboten.',
  'partners.failed': '{product} konnte nicht geöffnet werden ({reason}).',
  'partners.guest': 'Du spielst als Gast. Melde dich an, um um Echtgeld zu spielen.',
  'partners.openInTab': '{product} in neuem Tab öffnen',
} satisfies Dictionary
