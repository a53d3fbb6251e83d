import type { Dictionary } from '../../en/index.ts'

export const partners = {
  'partners.opening': 'Άνοιγμα {product}…',
  'partners.notOffered': 'Το {product} δεν προσφέρεται σε αυτόν τον ιστότοπο.',
  'partners.failed': 'Το {product} δεν άνοιξε ({reason}).',
  'partners.guest': 'Παίζεις ως επισκέπτης. Συνδέσου για να παίξεις με χρήματα.',
  'partners.openInTab': 'Άνοιγμα {product} σε νέα καρτέλα',
} satisfies Dictionary
