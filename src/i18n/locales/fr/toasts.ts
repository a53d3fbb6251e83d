import type { Dictionary } from '../../en/index.ts'

export const toasts = {
  'toasts.reference': 'Référence {reference}',
  'toasts.dismiss': 'Fermer',
  'toasts.error-400': 'vérifiez votre connexion internet',
  'toasts.error-401': 'identifiants non valides',
  'toasts.error-invalid-login-credentials': 'identifiants non valides',
  'toasts.error-403': 'le compte est bloqué',
  'toasts.error-404': 'nous rencontrons des problèmes de connexion, veuillez réessayer plus tard',
  'toasts.error-408': 'nous rencontrons actuellement des difficultés',
  'toasts.error-440': 'nous rencontrons actuellement des difficultés',
  'toasts.error-500': 'nous rencontrons actuellement des difficultés',
  'toasts.error-501': 'nous rencontrons actuellement des difficultés',
  'toasts.error-502': 'nous rencontrons actuellement des difficultés',
  'toasts.error-503': 'nous rencontrons actuellement des difficultés',
  'toasts.error-504': 'nous rencontrons actuellement des difficultés',
  'toasts.error-no-events-found-for-this-eventpath': 'aucun événement trouvé dans cette rubrique',
  'toasts.event-is-finished': "l'événement est terminé",
  'toasts.something-went-wrong': "Une erreur s'est produite",
  'toasts.notification-does-not-exist': "Cette notification n'existe pas",
  'toasts.betslip-error': "Coupon : une erreur s'est produite",
  'toasts.betslip-market-selections':
    "impossible de prendre toutes les sélections d'un même marché",
  'toasts.betslip-reserve-market':
    "impossible de prendre plus d'1 sélection sur un marché de réserve",
  'toasts.cashback-success': 'Cashback reçu',
  'toasts.cashback-invalid-bonus-amount': 'montant de bonus non valide',
  'toasts.cashback-bonus-values-changed': 'les montants du bonus ont changé',
  'toasts.cashback-refresh-and-retry':
    "Une erreur s'est produite, veuillez actualiser la page et réessayer",
  'toasts.first-deposit-bonus-received': 'Bonus de premier dépôt reçu',
  'toasts.choice-saved': 'Votre choix a été enregistré',
  'toasts.file-downloaded': 'Le fichier a été téléchargé',
  'toasts.unexpected-error': 'Erreur inattendue !',
  'toasts.pins-full':
    'Vous pouvez épingler 8 matchs au maximum : désépinglez-en un pour épingler celui-ci',
} satisfies Dictionary
