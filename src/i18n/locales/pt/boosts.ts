import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Cotas aumentadas',
  'boosts.was': 'era {price}',
  'boosts.maxStake': 'Simples até {amount}',
  'boosts.modal.title': 'Cota aumentada',
  'boosts.modal.starts': 'Começa {time}',
  'boosts.modal.terms':
    'A cota aumentada aplica-se a apostas simples, até {amount} por aposta. Numa múltipla ou aposta de sistema, esta seleção conta com a cota normal do mercado.',
  'boosts.modal.ends': 'A oferta termina {time}',
  'boosts.modal.suspended': 'As apostas nesta seleção estão suspensas neste momento.',
  'boosts.modal.add': 'Adicionar ao boletim',
  'boosts.modal.remove': 'Remover do boletim',
  'boosts.modal.close': 'Fechar',
} satisfies Dictionary
