import type { Dictionary } from '../../en/index.ts'

export const account = {
  'account.loggedOut': 'Login to see your profile, balances and history.',
  'account.logIn': 'Login',
  'account.profile.defaultStake': 'Default stake amount',
  'account.profile.withdrawalsOnHold': 'On hold: contact customer care',
  'account.profile.rememberStake': 'Remember my last stake amount',
  'account.balances.promoCash': 'Bonus',
  'account.balances.leftToWager': 'Left to wager (bonus)',
  'account.balances.wagering': 'Bet {stake} more to turn {promoCash} of bonus into real money.',
  'account.transactions.types.cash-out': 'Cashouts',
  'account.transactions.promoCash': '{description} (bonus)',
  'account.riskGroup.advice':
    'Only bet what you can afford to lose. If betting stops being fun, take a break: log out now, or ask customer care to set limits or to self-exclude you.',
} satisfies Dictionary
