import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Cotes boostées',
  'boosts.was': 'au lieu de {price}',
  'boosts.maxStake': "Simples jusqu'à {amount}",
  'boosts.modal.title': 'Cote boostée',
  'boosts.modal.starts': 'Début {time}',
  'boosts.modal.terms':
    "La cote boostée s'applique aux paris simples, jusqu'à {amount} par pari. Dans un combiné ou un pari système, cette sélection compte à la cote normale.",
  'boosts.modal.ends': "Fin de l'offre {time}",
  'boosts.modal.suspended': 'Les paris sur cette sélection sont suspendus pour le moment.',
  'boosts.modal.add': 'Ajouter au coupon',
  'boosts.modal.remove': 'Retirer du coupon',
  'boosts.modal.close': 'Fermer',
} satisfies Dictionary
