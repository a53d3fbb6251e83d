// The shell's messages: tab bar, header, footer, menus, toasts and the pages every route shares.

import { type ToastKey, toastTexts } from '../../../domain/errors/toasts.ts'

// The toasts' English is the spec's (domain/errors/toasts.ts); the catalogue names each by its key.
const toasts = Object.fromEntries(
  Object.entries(toastTexts).map(([key, text]) => [`shell.toast.${key}`, text]),
) as { readonly [Key in ToastKey as `shell.toast.${Key}`]: (typeof toastTexts)[Key] }

export const shell = {
  'shell.tabs.label': 'Main',
  'shell.tabs.menu': 'Menu',
  'shell.tabs.live': 'Live',
  'shell.tabs.calendar': 'Calendar',
  'shell.tabs.promos': 'Promos',
  'shell.tabs.betslip': 'Betslip',
  'shell.tabs.column': 'Betslip or my bets',
  'shell.loading': 'Loading…',
  'shell.today': 'Today',
  'shell.tryAgain': 'Try again',
  'shell.pageFailed.title': 'This page could not be loaded',
  'shell.pageFailed.body': 'Check your connection, then try again. Your betslip is kept.',
  'shell.goToLive': 'Go to live betting',
  'shell.notFound.title': 'Page not found',
  'shell.maintenance.title': "We'll be back soon",
  'shell.maintenance.body':
    'The sportsbook is closed for maintenance. Your bets and your balance are safe.',
  'shell.maintenance.stillClosed': 'We are still working on it. Please try again in a few minutes.',
  'shell.backToTop': 'Back to top',
  'shell.turnUpright': 'Turn your phone upright to bet.',
  'shell.footer.licensed': 'Licensed by the Gaming Control Board',
  'shell.footer.seal': 'Seal {token}',
  'shell.footer.responsibly': '18+ · Please bet responsibly.',
  'shell.header.home': 'Home',
  'shell.header.account': 'Account',
  'shell.header.accountOf': 'Account of {username}',
  'shell.header.logIn': 'Log in',
  'shell.header.search': 'Search',
  'shell.header.openBets': { one: '# open', other: '# open' },
  'shell.header.join': 'Join',
  'shell.header.sections': 'Sections',
  'shell.header.siteNavigation': 'Site navigation',
  'shell.header.balance': 'Balance {amount}, open the cashier',
  'shell.header.balanceLoading': 'Balance loading, open the cashier',
  'shell.header.deposit': 'Deposit',
  'shell.header.withdraw': 'Withdraw',
  'shell.header.bonusBalance': 'Bonus {amount}',
  'shell.header.realBalance': 'Real money {amount}',
  'shell.header.language': 'Language: {language}',
  'shell.header.languages': 'Languages',
  'shell.account.profile': 'My profile',
  'shell.account.bets': 'My bets',
  'shell.account.balances': 'Balances',
  'shell.account.transactions': 'Transactions',
  'shell.account.logOut': 'Log out',
  'shell.toast.reference': 'Reference {reference}',
  'shell.toast.dismiss': 'Dismiss',
  ...toasts,
} as const
