import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'A abrir {product}…',
  'partners.notOffered': '{product} não está disponível neste site.',
  'partners.failed': 'Não foi possível abrir {product} ({reason}).',
  'partners.guest': 'Está a jogar como convidado. Inicie sessão para jogar a dinheiro.',
  'partners.openInTab': 'Abrir {product} num novo separador',
} satisfies Dictionary
