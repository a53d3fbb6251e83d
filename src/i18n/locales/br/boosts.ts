import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Odds aumentadas',
  'boosts.was': 'era {price}',
  'boosts.maxStake': 'Simples até {amount}',
  'boosts.modal.title': 'Odd aumentada',
  'boosts.modal.starts': 'Começa {time}',
  'boosts.modal.terms':
    'A odd aumentada vale para apostas simples, até {amount} por aposta. Em uma múltipla ou aposta de sistema, esta seleção conta pela odd normal do mercado.',
  'boosts.modal.ends': 'Oferta termina {time}',
  'boosts.modal.suspended': 'As apostas nesta seleção estão suspensas no momento.',
  'boosts.modal.add': 'Adicionar ao boletim',
  'boosts.modal.remove': 'Remover do boletim',
  'boosts.modal.close': 'Fechar',
} satisfies Dictionary
