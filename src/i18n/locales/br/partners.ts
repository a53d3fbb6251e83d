import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Abrindo {product}…',
  'partners.notOffered': '{product} não está disponível neste site.',
  'partners.failed': 'Não foi possível abrir {product} ({reason}).',
  'partners.guest': 'Você está jogando como visitante. Entre para jogar valendo dinheiro.',
  'partners.openInTab': 'Abrir {product} em uma nova aba',
} satisfies Dictionary
