// The messages of src/boosts/.

export const boosts = {
  'boosts.title': 'Odds boosts',
  'boosts.was': 'was {price}',
  'boosts.maxStake': 'Singles up to {amount}',
  'boosts.modal.title': 'Odds boost',
  'boosts.modal.starts': 'Starts {time}',
  'boosts.modal.terms':
    'The boosted price is for singles, up to {amount} a bet. In a multiple or a system bet this selection counts at the market price.',
  'boosts.modal.ends': 'Offer ends {time}',
  'boosts.modal.suspended': 'Betting on this selection is suspended just now.',
  'boosts.modal.add': 'Add to betslip',
  'boosts.modal.remove': 'Remove from betslip',
  'boosts.modal.close': 'Close',
} as const
