import type { Dictionary } from '../../en/index.ts'

export const shell = {
  'shell.tabs.calendar': 'Upcoming',
  'shell.tabs.promos': 'Promotions',
  'shell.pageFailed.body': 'Check your internet connection, then try again. Your betslip is kept.',
  'shell.maintenance.body':
    'The site is down for maintenance. Your bets and your balance are safe.',
  'shell.turnUpright': 'Turn your phone upright to place bets.',
  'shell.footer.responsibly': '18+ · Bet responsibly.',
  'shell.header.logIn': 'Login',
  'shell.header.join': 'Register',
  'shell.header.balance': 'Balance {amount}, deposit or withdraw',
  'shell.header.balanceLoading': 'Balance loading, deposit or withdraw',
} satisfies Dictionary
