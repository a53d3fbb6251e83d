import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Abriendo {product}…',
  'partners.notOffered': '{product} no está disponible en este sitio.',
  'partners.failed': 'No se pudo abrir {product} ({reason}).',
  'partners.guest': 'Estás jugando como invitado. Inicia sesión para jugar con dinero.',
  'partners.openInTab': 'Abrir {product} en una pestaña nueva',
} satisfies Dictionary
