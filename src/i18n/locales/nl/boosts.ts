import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Odds boosts',
  'boosts.was': 'was {price}',
  'boosts.maxStake': 'Enkele weddenschappen tot {amount}',
  'boosts.modal.title': 'Odds boost',
  'boosts.modal.starts': 'Begint {time}',
  'boosts.modal.terms':
    'De gebooste odds gelden voor enkele weddenschappen, tot {amount} per weddenschap. In een combi of systeemweddenschap telt deze selectie tegen de gewone marktodds.',
  'boosts.modal.ends': 'Aanbieding eindigt {time}',
  'boosts.modal.suspended': 'Wedden op deze selectie is nu geschorst.',
  'boosts.modal.add': 'Toevoegen aan wedslip',
  'boosts.modal.remove': 'Verwijderen van wedslip',
  'boosts.modal.close': 'Sluiten',
} satisfies Dictionary
