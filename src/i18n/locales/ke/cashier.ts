import type { Dictionary } from '../../en/index.ts'

export const cashier = {
  'cashier.title': 'Deposit & withdraw',
  'cashier.progress.deposit': 'Contacting your payment provider…',
  'cashier.declined.card-declined':
    'Your bank declined this card. Try another card or ask your bank why.',
  'cashier.declined.insufficient-funds':
    "Your bank declined the payment: there isn't enough money on this card.",
  'cashier.declined.payout-declined':
    'Your bank could not pay into this account. Check the IBAN or use another account.',
  'cashier.done.deposit.completed': 'Deposit of {amount} successful',
  'cashier.done.withdrawal.completed': 'Withdrawal of {amount} successful',
  'cashier.done.again': 'Make another transaction',
  'cashier.amount.underMinimum': 'The minimum per transaction is {limit}',
  'cashier.amount.overMaximum': 'The maximum per transaction is {limit}',
  'cashier.withdrawal.payOutTo': 'Withdraw to',
} satisfies Dictionary
