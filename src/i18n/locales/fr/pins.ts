import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multi-vue',
  'pins.pin': 'Épingler {event} à la multi-vue',
  'pins.unpin': 'Désépingler {event}',
  'pins.none':
    "Rien d'épinglé pour l'instant. Épinglez des matchs en direct depuis la liste en direct, une page de sport ou une page de match pour les suivre ici côte à côte.",
  'pins.count': 'Épinglés : {count} sur {max}',
  'pins.page': 'Matchs {from} à {to}',
  'pins.loading': 'Chargement du match…',
  'pins.gone': "Ce match n'est plus proposé.",
  'pins.markets': 'Marchés',
  'pins.chooseMarkets': 'Marchés affichés pour {event}',
  'pins.marketsHint':
    'Choisissez jusqu’à {max} marchés ; sans choix, le marché principal est affiché.',
  'pins.close': 'Fermer',
  'pins.suspended': 'Suspendu',
  'pins.lastMoments': 'Derniers faits de jeu',
  'pins.noMoments': 'Aucun fait de jeu pour le moment',
  'pins.alerts': 'Alertes de match',
  'pins.alert.goal': 'But ! {team} marque dans {event}',
  'pins.alert.red-card': 'Carton rouge pour {team} dans {event}',
  'pins.alert.set-won': '{team} remporte un set dans {event}',
  'pins.alert.map-won': '{team} remporte une map dans {event}',
  'pins.alert.market-reopened': '{market} est de nouveau ouvert dans {event}',
  'pins.alert.match-end': '{event} est terminé',
  'pins.betNow': 'Parier maintenant',
  'pins.dismiss': 'Fermer',
} satisfies Dictionary
