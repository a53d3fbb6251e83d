import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Cote mărite',
  'boosts.was': 'înainte {price}',
  'boosts.maxStake': 'Simple până la {amount}',
  'boosts.modal.title': 'Cotă mărită',
  'boosts.modal.starts': 'Începe {time}',
  'boosts.modal.terms':
    'Cota mărită este pentru pariuri simple, până la {amount} pe pariu. Într-un combinat sau un pariu sistem, această selecție contează la cota pieței.',
  'boosts.modal.ends': 'Oferta se încheie {time}',
  'boosts.modal.suspended': 'Pariurile pe această selecție sunt suspendate momentan.',
  'boosts.modal.add': 'Adaugă pe bilet',
  'boosts.modal.remove': 'Elimină de pe bilet',
  'boosts.modal.close': 'Închide',
} satisfies Dictionary
