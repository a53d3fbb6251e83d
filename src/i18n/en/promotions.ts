// The messages of src/promotions/.

export const promotions = {
  'promotions.title': 'Promotions',
  'promotions.loading': 'Loading the promotions…',
  'promotions.failed': 'The promotions could not be loaded ({reason}).',
  'promotions.none': 'There are no promotions for you just now.',
  'promotions.members': 'Members see offers made for them.',
} as const
