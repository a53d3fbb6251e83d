// The messages of src/partners/.

export const partners = {
  'partners.opening': 'Opening {product}…',
  'partners.notOffered': '{product} is not offered on this site.',
  'partners.failed': '{product} could not be opened ({reason}).',
  'partners.guest': 'You are playing as a guest. Log in to play for money.',
  'partners.openInTab': 'Open {product} in a new tab',
} as const
