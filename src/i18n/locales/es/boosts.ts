import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Cuotas mejoradas',
  'boosts.was': 'antes {price}',
  'boosts.maxStake': 'Apuestas simples hasta {amount}',
  'boosts.modal.title': 'Cuota mejorada',
  'boosts.modal.starts': 'Empieza {time}',
  'boosts.modal.terms':
    'La cuota mejorada es para apuestas simples, hasta {amount} por apuesta. En una combinada o una apuesta de sistema esta selección cuenta con la cuota del mercado.',
  'boosts.modal.ends': 'La oferta termina {time}',
  'boosts.modal.suspended': 'Las apuestas en esta selección están suspendidas ahora mismo.',
  'boosts.modal.add': 'Añadir al boleto',
  'boosts.modal.remove': 'Quitar del boleto',
  'boosts.modal.close': 'Cerrar',
} satisfies Dictionary
