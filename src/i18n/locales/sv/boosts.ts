import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Oddsboostar',
  'boosts.was': 'tidigare {price}',
  'boosts.maxStake': 'Singlar upp till {amount}',
  'boosts.modal.title': 'Oddsboost',
  'boosts.modal.starts': 'Börjar {time}',
  'boosts.modal.terms':
    'Det boostade oddset gäller singlar, upp till {amount} per spel. I en kombination eller ett systemspel räknas valet till marknadens odds.',
  'boosts.modal.ends': 'Erbjudandet slutar {time}',
  'boosts.modal.suspended': 'Spel på det här valet är stängt just nu.',
  'boosts.modal.add': 'Lägg till på spelkupongen',
  'boosts.modal.remove': 'Ta bort från spelkupongen',
  'boosts.modal.close': 'Stäng',
} satisfies Dictionary
