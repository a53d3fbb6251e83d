import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Quote maggiorate',
  'boosts.was': 'prima {price}',
  'boosts.maxStake': 'Singole fino a {amount}',
  'boosts.modal.title': 'Quota maggiorata',
  'boosts.modal.starts': 'Inizia {time}',
  'boosts.modal.terms':
    'La quota maggiorata vale per le singole, fino a {amount} a scommessa. In una multipla o in un sistema questa selezione conta alla quota di mercato.',
  'boosts.modal.ends': "L'offerta termina {time}",
  'boosts.modal.suspended': 'Le scommesse su questa selezione sono sospese in questo momento.',
  'boosts.modal.add': 'Aggiungi alla schedina',
  'boosts.modal.remove': 'Rimuovi dalla schedina',
  'boosts.modal.close': 'Chiudi',
} satisfies Dictionary
