import type { Dictionary } from '../../en/index.ts'

export const myBets = {
  'myBets.loggedOut': 'Login to see your bets.',
  'myBets.logIn': 'Login',
  'myBets.status.pending': 'Awaiting approval',
  'myBets.card.stakeStillRiding': 'Stake {stake} ({running} still running)',
  'myBets.card.returned': 'Paid out {amount}',
  'myBets.card.returns': 'Possible win {amount}',
  'myBets.card.reference': 'Bet ID {reference} · {placedAt}',
  'myBets.cashOut.checking': 'Checking cashout…',
  'myBets.cashOut.suspended': 'Cashout is suspended while the market is.',
  'myBets.cashOut.partDone':
    'Cashout of {amount} successful; the rest of your bet is still running.',
  'myBets.cashOut.all': 'Cashout {amount}',
  'myBets.cashOut.confirmAmount': 'Tap again to cashout {amount}',
  'myBets.cashOut.partLabel': 'Amount of the offer to cashout',
  'myBets.cashOut.part': 'Partial cashout',
  'myBets.slip.title': 'Betslip details',
  'myBets.slip.failed': 'The betslip could not be loaded; close and open it to try again.',
  'myBets.slip.slip': 'Betslip',
  'myBets.slip.summary': '{reference} · {placedAt} · stake {cost}',
  'myBets.slip.betReturned': '{status}, paid out {amount}',
  'myBets.slip.cashOuts': 'Cashouts',
  'myBets.slip.status.pending': 'Awaiting approval',
} satisfies Dictionary
