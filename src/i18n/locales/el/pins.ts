import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Πολλαπλή προβολή',
  'pins.pin': 'Καρφίτσωσε το {event} στην πολλαπλή προβολή',
  'pins.unpin': 'Ξεκαρφίτσωσε το {event}',
  'pins.none':
    'Δεν έχεις καρφιτσώσει τίποτα ακόμη. Καρφίτσωσε ζωντανούς αγώνες από τη ζωντανή λίστα, μια σελίδα αθλήματος ή τη σελίδα ενός αγώνα για να τους παρακολουθείς εδώ δίπλα δίπλα.',
  'pins.count': 'Καρφιτσωμένοι: {count} από {max}',
  'pins.page': 'Αγώνες {from} έως {to}',
  'pins.loading': 'Φόρτωση του αγώνα…',
  'pins.gone': 'Αυτός ο αγώνας δεν προσφέρεται πια.',
  'pins.markets': 'Αγορές',
  'pins.chooseMarkets': 'Αγορές που εμφανίζονται για το {event}',
  'pins.marketsHint': 'Διάλεξε έως {max} αγορές· χωρίς επιλογή εμφανίζεται η κύρια αγορά.',
  'pins.close': 'Κλείσιμο',
  'pins.suspended': 'Σε αναστολή',
  'pins.lastMoments': 'Τελευταίες φάσεις',
  'pins.noMoments': 'Καμία φάση ακόμη',
  'pins.alerts': 'Ειδοποιήσεις αγώνων',
  'pins.alert.goal': 'Γκολ! {team} σκοράρει στο {event}',
  'pins.alert.red-card': 'Κόκκινη κάρτα για {team} στο {event}',
  'pins.alert.set-won': '{team} κερδίζει σετ στο {event}',
  'pins.alert.map-won': '{team} κερδίζει χάρτη στο {event}',
  'pins.alert.market-reopened': 'Η αγορά {market} άνοιξε ξανά στο {event}',
  'pins.alert.match-end': 'Το {event} τελείωσε',
  'pins.betNow': 'Στοιχημάτισε τώρα',
  'pins.dismiss': 'Κλείσιμο',
} satisfies Dictionary
