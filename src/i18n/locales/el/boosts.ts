import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Ενισχυμένες αποδόσεις',
  'boosts.was': 'ήταν {price}',
  'boosts.maxStake': 'Μονά έως {amount}',
  'boosts.modal.title': 'Ενισχυμένη απόδοση',
  'boosts.modal.starts': 'Αρχίζει {time}',
  'boosts.modal.terms':
    'Η ενισχυμένη απόδοση ισχύει για μονά, έως {amount} ανά στοίχημα. Σε παρολί ή σύστημα αυτή η επιλογή μετρά με την απόδοση της αγοράς.',
  'boosts.modal.ends': 'Η προσφορά λήγει {time}',
  'boosts.modal.suspended': 'Το στοίχημα σε αυτή την επιλογή είναι σε αναστολή.',
  'boosts.modal.add': 'Προσθήκη στο δελτίο',
  'boosts.modal.remove': 'Αφαίρεση από το δελτίο',
  'boosts.modal.close': 'Κλείσιμο',
} satisfies Dictionary
