import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Podwyższone kursy',
  'boosts.was': 'było {price}',
  'boosts.maxStake': 'Single do {amount}',
  'boosts.modal.title': 'Podwyższony kurs',
  'boosts.modal.starts': 'Start {time}',
  'boosts.modal.terms':
    'Podwyższony kurs obowiązuje na single, do {amount} na zakład. Na kuponie AKO lub w zakładzie systemowym ten typ liczy się po kursie rynkowym.',
  'boosts.modal.ends': 'Oferta kończy się {time}',
  'boosts.modal.suspended': 'Zakłady na ten typ są teraz zawieszone.',
  'boosts.modal.add': 'Dodaj do kuponu',
  'boosts.modal.remove': 'Usuń z kuponu',
  'boosts.modal.close': 'Zamknij',
} satisfies Dictionary
